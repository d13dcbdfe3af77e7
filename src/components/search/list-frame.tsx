'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { SaveSearch } from '../alerts/save-search';
import { BreederFilters } from './breeder-filters';
import { unpackBreeds, type BreedEntry, type PackedBreeds } from './breed-matcher';
import type { CountryOption } from './filter-fields';
import { breedersState, fromQuerySegment, searchStateOf } from './list-query-segment';
import { SearchFilters } from './search-filters';
import { SearchNavigationProvider } from './search-navigation';
import { searchQueryString, withQuery } from './search-query';

type FrameKind = 'puppies' | 'breeders';

interface ListFrameValue {
  basePath: string;
  entries: readonly BreedEntry[];
  countries: readonly CountryOption[];
  report(total: number, isCapped: boolean): void;
}

const FrameContext = createContext<ListFrameValue | null>(null);

/** The list frame's breeds, countries and base path (for chips and the like). */
export function useListFrame(): ListFrameValue {
  const value = useContext(FrameContext);
  if (!value) throw new Error('useListFrame outside a ListFrame');
  return value;
}

/**
 * What stays on screen while a list's results change: the heading, the filters and the
 * search navigation. It sits in the list's layout, above the page that holds the results, so
 * a filter change re-renders only the results: the form keeps its focus, the values still
 * being typed and the phone's open sheet. The search is read from the path the proxy gave
 * the page (its query segment and breed), in the server render as in the browser.
 */
export function ListFrame({
  kind,
  basePath,
  breeds,
  countries,
  signInPath,
  children,
}: {
  kind: FrameKind;
  basePath: string;
  /** Where "Save this search" sends a visitor to sign in, in the list's language. */
  signInPath: string;
  breeds: PackedBreeds;
  countries: readonly CountryOption[];
  children: ReactNode;
}) {
  const segments = useSelectedLayoutSegments();
  const entries = useMemo(() => unpackBreeds(breeds), [breeds]);
  const [segment = 'all', breedKey = null] = segments;
  const locale = useLocale();
  const tSearch = useTranslations('Search');
  const tBreeders = useTranslations('Breeders');
  const t = kind === 'puppies' ? tSearch : tBreeders;
  const state = searchStateOf(fromQuerySegment(kind, segment) ?? new URLSearchParams());
  const breed = entries.find((entry) => entry.key === breedKey) ?? null;
  const path = breed?.path ?? basePath;
  const [total, setTotal] = useState({ total: 0, isCapped: false });
  const report = useCallback(
    (next: number, isCapped: boolean) => setTotal({ total: next, isCapped }),
    [],
  );
  const shownCountries = useMemo(
    () => withCountry(countries, state.country, locale),
    [countries, state.country, locale],
  );
  const value = useMemo(
    () => ({ basePath, entries, countries: shownCountries, report }),
    [basePath, entries, shownCountries, report],
  );
  useFocusKeeper(segments.join('/'));
  const href = withQuery(path, kind === 'breeders' ? breedersState(state) : state);

  return (
    <FrameContext value={value}>
      <SearchNavigationProvider href={href}>
        <div className={`page section ${kind === 'puppies' ? 'search-page' : 'breeders-page'}`}>
          <h1>{breed ? t('titleBreed', { breed: breed.name }) : t('title')}</h1>
          {kind === 'puppies' && (
            <SaveSearch
              breedKey={breed?.key ?? null}
              query={searchQueryString({ ...state, page: 1 })}
              defaultName={breed ? breed.name : t('title')}
              signInPath={signInPath}
            />
          )}
          {kind === 'puppies' ? (
            <div className="search-layout">
              <SearchFilters
                state={state}
                breedKey={breed?.key ?? null}
                basePath={basePath}
                action={path}
                entries={entries}
                countries={countries}
                total={total.total}
                totalIsCapped={total.isCapped}
              />
              {children}
            </div>
          ) : (
            <>
              <BreederFilters
                breedKey={breed?.key ?? null}
                country={state.country ?? ''}
                basePath={basePath}
                action={path}
                entries={entries}
                countries={countries}
              />
              {children}
            </>
          )}
        </div>
      </SearchNavigationProvider>
    </FrameContext>
  );
}

/**
 * The offered countries plus the one the search names when it is not among them (a shared
 * link to a country whose dogs have gone), named by the platform in the visitor's language.
 */
export function withCountry(
  countries: readonly CountryOption[],
  code: string | undefined,
  locale: string,
): readonly CountryOption[] {
  if (!code || countries.some((country) => country.code === code)) return countries;
  const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  return [...countries, { code, name }].sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Tells the frame how many results the page shows (the phone sheet's button names it). */
export function ResultTotal({ total, isCapped }: { total: number; isCapped: boolean }) {
  const { report } = useListFrame();
  useEffect(() => report(total, isCapped), [report, total, isCapped]);
  return null;
}

/**
 * New results replace the controls beside them (sort order, chips). When the element that had
 * the focus is replaced by one with the same id, the focus moves to it rather than falling
 * back to the page.
 */
function useFocusKeeper(shown: string) {
  const lastId = useRef<string | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastId.current = event.target instanceof HTMLElement ? event.target.id || null : null;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useLayoutEffect(() => {
    const id = lastId.current;
    if (!id || (document.activeElement && document.activeElement !== document.body)) return;
    document.getElementById(id)?.focus({ preventScroll: true });
  }, [shown]);
}
