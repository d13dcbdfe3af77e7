import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { ListingGrid } from '@/components/listings/listing-grid';
import { Pagination } from '@/components/navigation/pagination';
import { ActiveFilters } from '@/components/search/active-filters';
import { breedEntries } from '@/components/search/breed-entries';
import { indexBreeds, resolveBreedText } from '@/components/search/breed-matcher';
import { countryOptions } from '@/components/search/country-options';
import { EmptyResults } from '@/components/search/empty-results';
import { SearchFilters } from '@/components/search/search-filters';
import {
  SearchNavigationProvider,
  SearchResultsRegion,
} from '@/components/search/search-navigation';
import {
  listPageIndexing,
  searchQueryString,
  withQuery,
  type RawQuery,
} from '@/components/search/search-query';
import { SortSelect } from '@/components/search/sort-select';
import { pageMetadata } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import { SORTS } from '@/validation/search';
import {
  countForSaleByBreedCached,
  getExchangeRatesCached,
  resolveListPageParams,
  resolveSearchState,
  searchListingsCached,
} from '../../list-page-params';
import { emptySuggestions } from './empty-suggestions';

type Props = {
  params: Promise<{ locale: string; breed?: string[] }>;
  searchParams: Promise<RawQuery>;
};

const ROUTE = '/puppies-for-sale/[[...breed]]' as const;

async function load({ params, searchParams }: Props) {
  const [{ locale, breed }, { state, raw }] = await Promise.all([
    resolveListPageParams(params),
    resolveSearchState(searchParams),
  ]);
  return { locale, breed, state, raw };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, breed, state } = await load(props);
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    searchListingsCached({ ...state, breedKey: breed?.key }),
  ]);
  const title = breed ? t('titleBreed', { breed: breed.names[locale] }) : t('title');
  return pageMetadata({
    route: ROUTE,
    params: { breed: breed?.key },
    locale,
    title: state.page > 1 ? `${title} – ${state.page}` : title,
    description: breed ? t('descriptionBreed', { breed: breed.names[locale] }) : t('description'),
    ...listPageIndexing(state, result.total),
  });
}

export default async function PuppySearchPage(props: Props) {
  const { locale, breed, state, raw } = await load(props);
  setRequestLocale(locale);
  // The filter form without JavaScript sends the breed as typed (?breed=): answer with the
  // breed's own path and the canonical query string.
  const typedBreed = [raw.breed].flat()[0];
  if (typedBreed !== undefined) {
    const entries = breedEntries(locale, await countForSaleByBreedCached());
    const target = resolveBreedText(indexBreeds(entries), typedBreed);
    redirect(withQuery(target?.path ?? getPathname(ROUTE, {}, locale), { ...state, page: 1 }));
  }
  const [t, tResults, result, rates, counts] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'SearchResults' }),
    searchListingsCached({ ...state, breedKey: breed?.key }),
    getExchangeRatesCached(),
    countForSaleByBreedCached(),
  ]);
  if (state.page > result.pageCount) notFound();

  const basePath = getPathname(ROUTE, {}, locale);
  const path = getPathname(ROUTE, { breed: breed?.key }, locale);
  const entries = breedEntries(locale, counts);
  const countries = countryOptions(locale);
  const breedName = breed?.names[locale];
  const heading = breedName ? t('titleBreed', { breed: breedName }) : t('title');
  const count = result.totalIsCapped
    ? tResults('countCapped', { count: result.total })
    : t('resultCount', { count: result.total });
  const empty =
    result.total === 0
      ? await emptySuggestions({ locale, breed, state, path, basePath, countries })
      : null;

  return (
    <ExchangeRatesProvider rates={rates}>
      <SearchNavigationProvider href={withQuery(path, state)}>
        <div className="page section search-page">
          <h1>{heading}</h1>
          <div className="search-layout">
            <SearchFilters
              state={state}
              breedKey={breed?.key ?? null}
              basePath={basePath}
              action={path}
              entries={entries}
              countries={countries}
              total={result.total}
              totalIsCapped={result.totalIsCapped}
            />
            <SearchResultsRegion label={tResults('resultsLabel')}>
              <div className="results-head">
                <p className="result-count" role="status">
                  {count}
                </p>
                <SortSelect path={path} sorts={SORTS} />
              </div>
              <ActiveFilters basePath={basePath} entries={entries} countries={countries} />
              {result.items.length > 0 ? (
                <ListingGrid listings={result.items} locale={locale} aboveTheFold />
              ) : (
                empty && <EmptyResults locale={locale} {...empty} />
              )}
              <Pagination
                route={ROUTE}
                params={{ breed: breed?.key }}
                locale={locale}
                page={result.page}
                pageCount={result.pageCount}
                search={searchQueryString(state)}
              />
            </SearchResultsRegion>
          </div>
        </div>
      </SearchNavigationProvider>
    </ExchangeRatesProvider>
  );
}
