'use client';

import { useTranslations } from 'next-intl';
import type { Sort } from '@/validation/search-terms';
import { useSearchNavigation } from './search-navigation';
import { parseSearchState, searchQueryString, withQuery } from './search-query';

/**
 * The list's sort order. Changing it reloads the list at once; without JavaScript it is a
 * small GET form with a button that carries the current filters along.
 */
export function SortSelect({ path, sorts }: { path: string; sorts: readonly Sort[] }) {
  const t = useTranslations('SearchSort');
  const { href, navigate } = useSearchNavigation();
  const url = new URL(href || path, 'http://localhost');
  // The path being loaded, when a breed change is still on its way.
  const target = href ? url.pathname : path;
  const state = parseSearchState(url.searchParams);
  const current = sorts.includes(state.sort) ? state.sort : sorts[0]!;
  const carried = [...new URLSearchParams(searchQueryString({ ...state, page: 1 }))].filter(
    ([key]) => key !== 'sort',
  );
  return (
    <form method="get" action={target} className="sort-select">
      {carried.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="list-sort">{t('label')}</label>
      <select
        id="list-sort"
        name="sort"
        value={current}
        onChange={(event) =>
          navigate(withQuery(target, { ...state, sort: event.target.value as Sort, page: 1 }))
        }
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sort)}
          </option>
        ))}
      </select>
      {/* Only without scripts: a button shown until hydration would move the list when it goes. */}
      <noscript>
        <button type="submit" className="button secondary small">
          {t('apply')}
        </button>
      </noscript>
    </form>
  );
}
