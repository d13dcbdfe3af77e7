import {
  DEFAULT_SORT,
  DEFAULT_TYPES,
  LISTING_TYPES,
  readSearchParams,
  type ListingType,
  type SearchParams,
} from '@/validation/search-terms';

/** A search's query-string state (the breed lives in the path, not here). */
export type SearchState = SearchParams;

/** Raw query values as Next.js hands them to a page. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Parses a query string with the shared contract; bad values fall back to "not set". */
export function parseSearchState(raw: RawQuery | URLSearchParams): SearchState {
  const record: RawQuery = {};
  if (raw instanceof URLSearchParams) {
    for (const key of new Set(raw.keys())) {
      const values = raw.getAll(key);
      record[key] = values.length > 1 ? values : values[0];
    }
  } else Object.assign(record, raw);
  return readSearchParams(record);
}

/** The types a search shows: the chosen ones, or puppies and adult dogs. */
export function effectiveTypes(state: { type?: readonly ListingType[] }): ListingType[] {
  const chosen = new Set(state.type?.length ? state.type : DEFAULT_TYPES);
  return LISTING_TYPES.filter((type) => chosen.has(type));
}

const isDefaultTypes = (types: readonly ListingType[]) =>
  types.length === DEFAULT_TYPES.length && DEFAULT_TYPES.every((type) => types.includes(type));

/**
 * The canonical query string of a search: a fixed key order, defaults left out (sort
 * dateDesc, page 1, puppies and adults), the currency only beside a price. One search, one URL.
 */
export function searchQueryString(state: Partial<SearchState>): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.append(key, String(value));
  };
  put('country', state.country);
  put('region', state.region?.trim() || undefined);
  put('priceMin', state.priceMin);
  put('priceMax', state.priceMax);
  if (state.priceMin !== undefined || state.priceMax !== undefined) put('currency', state.currency);
  put('sex', state.sex);
  put('ageMin', state.ageMin);
  put('ageMax', state.ageMax);
  if (state.pedigree) put('pedigree', '1');
  if (state.chipped) put('chipped', '1');
  if (state.verified) put('verified', '1');
  const types = effectiveTypes(state);
  if (!isDefaultTypes(types)) for (const type of types) put('type', type);
  if (state.sort && state.sort !== DEFAULT_SORT) put('sort', state.sort);
  if (state.page && state.page > 1) put('page', state.page);
  return query.toString();
}

/** A path with the search's canonical query string. */
export const withQuery = (path: string, state: Partial<SearchState>) => {
  const query = searchQueryString(state);
  return query ? `${path}?${query}` : path;
};

/** Names of filters that narrow the results (sort and page do not). */
export type FilterName =
  'country' | 'region' | 'price' | 'sex' | 'age' | 'pedigree' | 'chipped' | 'verified' | 'type';

/** The filters a search has set, in the order chips show them. */
export function activeFilterNames(state: Partial<SearchState>): FilterName[] {
  const names: FilterName[] = [];
  if (state.country) names.push('country');
  if (state.region?.trim()) names.push('region');
  if (state.priceMin !== undefined || state.priceMax !== undefined) names.push('price');
  if (state.sex) names.push('sex');
  if (state.ageMin !== undefined || state.ageMax !== undefined) names.push('age');
  if (state.pedigree) names.push('pedigree');
  if (state.chipped) names.push('chipped');
  if (state.verified) names.push('verified');
  if (!isDefaultTypes(effectiveTypes(state))) names.push('type');
  return names;
}

/** The same search without one filter, back on page 1. */
export function withoutFilter(state: SearchState, name: FilterName): SearchState {
  const next: SearchState = { ...state, page: 1 };
  switch (name) {
    case 'price':
      return { ...next, priceMin: undefined, priceMax: undefined, currency: undefined };
    case 'age':
      return { ...next, ageMin: undefined, ageMax: undefined };
    default:
      return { ...next, [name]: undefined };
  }
}

/** No filters, default sort, page 1. */
export const EMPTY_SEARCH: SearchState = parseSearchState({});

/**
 * Search-engine rule for list pages: only page 1 of the unfiltered list (optionally narrowed
 * by the breed path) with results is indexable; everything else is `noindex,follow`. The
 * canonical of every variant is the unfiltered path of the same breed.
 */
export function listPageIndexing(state: Partial<SearchState>, total: number): { noIndex: boolean } {
  const filtered = activeFilterNames(state).length > 0;
  const sorted = state.sort !== undefined && state.sort !== DEFAULT_SORT;
  const deep = (state.page ?? 1) > 1;
  return { noIndex: filtered || sorted || deep || total === 0 };
}
