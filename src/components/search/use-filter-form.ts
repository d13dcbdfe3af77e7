'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCurrency } from '@/components/currency/currency-context';
import type { BreedEntry } from './breed-matcher';
import {
  filterHref,
  filterValuesFrom,
  validateFilterValues,
  type FilterValues,
} from './filter-values';
import { useSearchNavigation } from './search-navigation';
import type { SearchState } from './search-query';

/** How a change reaches the URL: at once (choices), after a pause (typing), or on submit. */
export type CommitMode = 'now' | 'typing' | 'later';
const TYPING_PAUSE_MS = 700;

/**
 * The filter form's values and how they become URLs. The form owns its values while the
 * visitor edits; the URL's state replaces them only when it changes from elsewhere (a chip,
 * "Clear all", back and forward), never when it is the URL the form itself asked for.
 */
export function useFilterForm({
  state,
  breedKey,
  basePath,
  entries,
}: {
  state: SearchState;
  breedKey: string | null;
  basePath: string;
  entries: readonly BreedEntry[];
}) {
  const { navigate } = useSearchNavigation();
  const { currency: displayCurrency } = useCurrency();
  const paths = useMemo(() => {
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    return { base: basePath, breed: (key: string) => byKey.get(key)?.path, byKey };
  }, [entries, basePath]);
  const breed = breedKey ? (paths.byKey.get(breedKey) ?? null) : null;
  const fromUrl = filterValuesFrom(state, breed);
  const urlHref = filterHref(fromUrl, paths, displayCurrency);

  const [values, setValues] = useState(fromUrl);
  const [seenHref, setSeenHref] = useState(urlHref);
  const [requestedHref, setRequestedHref] = useState<string | null>(null);
  if (urlHref !== seenHref) {
    setSeenHref(urlHref);
    if (urlHref !== requestedHref) setValues(fromUrl);
    setRequestedHref(null);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = useCallback(
    (next: FilterValues) => {
      clearTimeout(timer.current);
      if (Object.keys(validateFilterValues(next)).length) return;
      const href = filterHref(next, paths, displayCurrency);
      // Leaving a field unchanged (blur, Enter) keeps the page the visitor is on.
      if (href === (requestedHref ?? seenHref)) return;
      setRequestedHref(href);
      navigate(href);
    },
    [paths, displayCurrency, navigate, seenHref, requestedHref],
  );

  const update = useCallback(
    (patch: Partial<FilterValues>, mode: CommitMode) => {
      const next = { ...values, ...patch };
      setValues(next);
      clearTimeout(timer.current);
      if (mode === 'now') commit(next);
      else if (mode === 'typing') timer.current = setTimeout(() => commit(next), TYPING_PAUSE_MS);
    },
    [values, commit],
  );

  return {
    values,
    errors: validateFilterValues(values),
    displayCurrency,
    update,
    /** Applies the values as they are (blur, Enter, the submit button). */
    commitNow: () => commit(values),
  };
}
