'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { BreedEntry } from './breed-matcher';
import { FilterFields, submittedBreed, type CountryOption } from './filter-fields';
import { useHydrated, useMediaQuery, useSearchNavigation } from './search-navigation';
import { filterState } from './filter-values';
import { activeFilterNames, type SearchState } from './search-query';
import { useFilterForm } from './use-filter-form';
import './search.css';

interface Props {
  state: SearchState;
  breedKey: string | null;
  /** The list's path without a breed; the form's action is the current path. */
  basePath: string;
  action: string;
  entries: BreedEntry[];
  countries: readonly CountryOption[];
  total: number;
  totalIsCapped: boolean;
}

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, [tabindex="0"]';

/**
 * The puppy search's filters: a sidebar on desktop; on a phone a "Filters (n)" button that
 * opens them as a sheet. A `<details>` element, so it opens without JavaScript too; with it,
 * every change updates the results at once and the sheet behaves as a modal.
 */
export function SearchFilters(props: Props) {
  const { state, breedKey, basePath, action, entries, countries, total, totalIsCapped } = props;
  const t = useTranslations('SearchFilters');
  const headingId = useId();
  const hydrated = useHydrated();
  const isDesktop = useMediaQuery('(min-width: 992px)');
  const { isPending } = useSearchNavigation();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useFilterForm({ state, breedKey, basePath, entries });
  const isSheet = hydrated && !isDesktop && open;
  // Counted from the form, so the phone's button follows a change at once.
  const activeCount =
    activeFilterNames(filterState(form.values, form.displayCurrency)).length +
    (form.values.breedKey ? 1 : 0);

  useEffect(() => {
    if (!isSheet) return;
    heading.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isSheet]);

  const close = () => {
    setOpen(false);
    details.current?.querySelector('summary')?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSheet) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // A modal sheet keeps the focus inside until it is closed.
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const breed = submittedBreed(form.values, entries);
    form.update({ breedKey: breed?.key ?? null, breedText: breed?.name ?? '' }, 'now');
    if (isSheet) close();
  };

  const submitLabel = !isSheet
    ? t('apply')
    : isPending
      ? t('updating')
      : totalIsCapped
        ? t('showResultsCapped', { count: total })
        : t('showResults', { count: total });

  return (
    <details
      ref={details}
      className={hydrated ? 'filter-panel is-enhanced' : 'filter-panel'}
      open={isDesktop || open}
      // On desktop the panel is always open; only a phone's sheet follows the toggle.
      onToggle={(event) => !isDesktop && setOpen(event.currentTarget.open)}
      onClick={(event) => event.target === details.current && isSheet && close()}
    >
      <summary className="button secondary filter-toggle">
        {activeCount ? t('toggleCount', { count: activeCount }) : t('title')}
      </summary>
      <div
        className="filter-sheet"
        role={isSheet ? 'dialog' : 'group'}
        aria-modal={isSheet || undefined}
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
      >
        <div className="filter-sheet-head">
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('title')}
          </h2>
          {isSheet && (
            <button type="button" className="filter-close" onClick={close} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <form method="get" action={action} className="filter-form" onSubmit={onSubmit}>
          <FilterFields
            values={form.values}
            errors={form.errors}
            currency={form.values.currency || form.displayCurrency}
            entries={entries}
            countries={countries}
            update={form.update}
            commitNow={form.commitNow}
          />
          <div className="filter-actions">
            <button type="submit" className="button">
              {submitLabel}
            </button>
          </div>
        </form>
      </div>
    </details>
  );
}
