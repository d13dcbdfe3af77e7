import 'server-only';
import { unstable_cache } from 'next/cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fromQuerySegment, type ListKind } from '@/components/search/list-query-segment';
import { isLocale, type Locale } from '@/i18n/locales';
import { findBreed } from '@/reference/breeds';
import { createRequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { findBreeders } from '@/server/domain/kennels/find-breeders';
import { getMarketplaceStats } from '@/server/domain/kennels/get-marketplace-stats';
import {
  findLatestPuppies,
  findUpcomingLitters,
} from '@/server/domain/listings/find-latest-listings';
import type { ListingSummary } from '@/server/domain/listings/listing-summary';
import { searchListings } from '@/server/domain/listings/search-listings';
import { countForSaleByBreed } from '@/server/domain/reference/count-for-sale-by-breed';
import { countListedByCountry } from '@/server/domain/reference/count-listed-by-country';
import type { SearchInput, Sort } from '@/validation/search';

/**
 * The language, canonical query and optional breed path segment of a list page; 404 when any
 * is unknown.
 */
export async function resolveListPageParams(
  kind: ListKind,
  params: Promise<{ locale: string; query: string; breed?: string[] }>,
): Promise<{ locale: Locale; query: URLSearchParams; breed: ReturnType<typeof findBreed> }> {
  const { locale, query, breed: segments } = await params;
  if (!isLocale(locale) || (segments?.length ?? 0) > 1) notFound();
  const breed = segments?.[0] ? findBreed(segments[0]) : null;
  if (segments?.[0] && !breed) notFound();
  return { locale, query: resolveListQuery(kind, query), breed };
}

/**
 * The query of a list page from the segment the proxy put in its path (see
 * list-query-segment.ts); 404 for anything but a canonical query.
 */
export function resolveListQuery(kind: ListKind, segment: string): URLSearchParams {
  const query = fromQuerySegment(kind, segment);
  if (!query) notFound();
  return query;
}

/*
 * Public lists read through Next's data cache: every visitor of the same search shares one
 * database query for LIST_REVALIDATE seconds, and the list pages built from them are cached
 * as rendered pages for as long (stale-while-revalidate). Writers may call
 * `revalidateTag(LISTINGS_CACHE_TAG, 'max')` for sooner updates; with several app processes on
 * PostgreSQL the cache and its tags are shared (src/server/cache), so every process sees it.
 */
export const LISTINGS_CACHE_TAG = 'listings';
const LIST_REVALIDATE = 60;
const options = { tags: [LISTINGS_CACHE_TAG], revalidate: LIST_REVALIDATE };
const ctx = () => createRequestContext();

// The data cache stores JSON: dates come back as strings.
const revive = (items: ListingSummary[]): ListingSummary[] =>
  items.map((item) => ({
    ...item,
    publishedAt: item.publishedAt ? new Date(item.publishedAt) : null,
  }));

const searchData = unstable_cache(
  (input: SearchInput) => searchListings(ctx(), input),
  ['search-listings'],
  options,
);
// React's cache() shares one lookup between generateMetadata and the page of a request.
const searchOnce = cache((key: string) => searchData(JSON.parse(key) as SearchInput));
/** One page of the puppy search, cached per search. */
export async function searchListingsCached(input: SearchInput) {
  const result = await searchOnce(JSON.stringify(input));
  return { ...result, items: revive(result.items) };
}

type BreedersInput = { breedKey?: string; countryCode?: string; sort: Sort; page: number };
const breedersData = unstable_cache(
  (input: BreedersInput) => findBreeders(ctx(), input),
  ['find-breeders'],
  options,
);
const breedersOnce = cache((key: string) => breedersData(JSON.parse(key) as BreedersInput));
/** One page of the breeders list, cached per filter combination. */
export const findBreedersCached = (input: BreedersInput) => breedersOnce(JSON.stringify(input));

/** Dogs for sale per breed key. */
export const countForSaleByBreedCached = unstable_cache(
  () => countForSaleByBreed(ctx()),
  ['count-for-sale-by-breed'],
  options,
);

/** Public listings per country code (the countries the search's filter offers). */
export const countListedByCountryCached = unstable_cache(
  () => countListedByCountry(ctx()),
  ['count-listed-by-country'],
  options,
);

/** Exchange rates change a few times a day at most. */
export const getExchangeRatesCached = unstable_cache(
  () => getExchangeRates(ctx()),
  ['exchange-rates'],
  { tags: ['exchange-rates'], revalidate: 300 },
);

const homeCached = unstable_cache(
  async () => {
    const context = ctx();
    const [puppies, litters, stats] = await Promise.all([
      findLatestPuppies(context, 8),
      findUpcomingLitters(context, 4),
      getMarketplaceStats(context),
    ]);
    return { puppies, litters, stats };
  },
  ['home-lists'],
  options,
);
/** The home page's latest puppies, upcoming litters and headline numbers. */
export async function getHomeListsCached() {
  const data = await homeCached();
  return { ...data, puppies: revive(data.puppies), litters: revive(data.litters) };
}
