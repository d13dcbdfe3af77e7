import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListingGrid } from '@/components/listings/listing-grid';
import { Pagination } from '@/components/navigation/pagination';
import { ActiveFilters } from '@/components/search/active-filters';
import { countryOptions } from '@/components/search/country-options';
import { EmptyResults } from '@/components/search/empty-results';
import { ResultTotal } from '@/components/search/list-frame';
import { SearchResultsRegion } from '@/components/search/search-navigation';
import { listPageIndexing, searchQueryString } from '@/components/search/search-query';
import { searchStateOf } from '@/components/search/list-query-segment';
import { SortSelect } from '@/components/search/sort-select';
import { pageMetadata } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import { SORTS } from '@/validation/search';
import { resolveListPageParams, searchListingsCached } from '../../../list-page-params';
import { emptySuggestions } from './empty-suggestions';

type Props = { params: Promise<{ locale: string; query: string; breed?: string[] }> };

const ROUTE = '/puppies-for-sale/[[...breed]]' as const;

// Rendered once per search and language, then served from the cache (see list-page-params.ts).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function load({ params }: Props) {
  const { locale, breed, query } = await resolveListPageParams('puppies', params);
  const state = searchStateOf(query);
  return { locale, breed, state };
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
  const { locale, breed, state } = await load(props);
  setRequestLocale(locale);
  const [t, tResults, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'SearchResults' }),
    searchListingsCached({ ...state, breedKey: breed?.key }),
  ]);
  if (state.page > result.pageCount) notFound();

  const basePath = getPathname(ROUTE, {}, locale);
  const path = getPathname(ROUTE, { breed: breed?.key }, locale);
  const count = result.totalIsCapped
    ? tResults('countCapped', { count: result.total })
    : t('resultCount', { count: result.total });
  const empty =
    result.total === 0
      ? await emptySuggestions({
          locale,
          breed,
          state,
          path,
          basePath,
          countries: countryOptions(locale),
        })
      : null;

  // The heading and the filters are the layout's (ListFrame): only the results change here.
  return (
    <SearchResultsRegion label={tResults('resultsLabel')}>
      <ResultTotal total={result.total} isCapped={result.totalIsCapped} />
      <div className="results-head">
        <p className="result-count" role="status">
          {count}
        </p>
        <SortSelect path={path} sorts={SORTS} />
      </div>
      <ActiveFilters />
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
  );
}
