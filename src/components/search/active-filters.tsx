'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { filterLabel } from './filter-labels';
import { useListFrame } from './list-frame';
import { useSearchNavigation } from './search-navigation';
import {
  activeFilterNames,
  parseSearchState,
  withQuery,
  withoutFilter,
  type FilterName,
} from './search-query';

/**
 * The filters in effect as removable chips, plus "Clear all". They follow the URL being
 * loaded, so a removed chip disappears at once. Plain links without JavaScript.
 */
export function ActiveFilters() {
  const { basePath, entries, countries } = useListFrame();
  const t = useTranslations('SearchFilters');
  const locale = useLocale() as Locale;
  const { href, navigate } = useSearchNavigation();
  const url = new URL(href || basePath, 'http://localhost');
  const state = parseSearchState(url.searchParams);
  const breed = entries.find((entry) => entry.path === url.pathname) ?? null;
  const path = breed?.path ?? basePath;
  const names = activeFilterNames(state);
  if (!breed && names.length === 0) return null;

  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const label = (name: FilterName) => filterLabel(name, state, t, locale, countryName);

  const chips = [
    ...(breed
      ? [{ id: 'breed', text: breed.name, target: withQuery(basePath, { ...state, page: 1 }) }]
      : []),
    ...names.map((name) => ({
      id: name,
      text: label(name),
      target: withQuery(path, withoutFilter(state, name)),
    })),
  ];
  const follow = (target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(target);
  };

  return (
    <div className="active-filters">
      <ul className="chip-list" aria-label={t('activeLabel')}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <a
              href={chip.target}
              className="chip chip-removable"
              aria-label={t('removeFilter', { filter: chip.text })}
              onClick={follow(chip.target)}
            >
              {chip.text} <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
      <a
        href={withQuery(basePath, { sort: state.sort })}
        className="link-quiet"
        onClick={follow(withQuery(basePath, { sort: state.sort }))}
      >
        {t('clearAll')}
      </a>
    </div>
  );
}
