import type { RouteKey } from '@/i18n/routing';
import { DEFAULT_SORT, NON_PRICE_SORTS, type Sort } from '@/validation/search-terms';
import {
  parseSearchState,
  searchQueryString,
  type RawQuery,
  type SearchState,
} from './search-query';

/*
 * The public list pages keep their filters in the query string (shareable, works without
 * JavaScript), but Next.js caches rendered pages by path only. The proxy therefore moves the
 * canonical query into an internal path segment (/en/puppies-for-sale/<query>/<breed>): every
 * visitor of one search shares one rendered page until the lists change, and the many spellings
 * of a search (key order, defaults, stray keys) share one cache entry.
 */

/** The list pages rendered from a query segment, and which state each reads. */
export const LIST_ROUTES = {
  '/puppies-for-sale/[[...breed]]': 'puppies',
  '/breeders/[[...breed]]': 'breeders',
  '/breeds': 'breeds',
} as const satisfies Partial<Record<RouteKey, string>>;
export type ListRoute = keyof typeof LIST_ROUTES;
export type ListKind = (typeof LIST_ROUTES)[ListRoute];

export const isListRoute = (key: string): key is ListRoute => key in LIST_ROUTES;

/** The breeders list reads the country, a non-price sort and the page. */
export type BreedersState = Pick<SearchState, 'country' | 'sort' | 'page'>;

export function breedersState(state: SearchState): BreedersState {
  const sort: Sort = (NON_PRICE_SORTS as readonly Sort[]).includes(state.sort)
    ? state.sort
    : DEFAULT_SORT;
  return { country: state.country, sort, page: state.page };
}

/** The breed list shows the breeds by FCI group (default) or A–Z. */
export type BreedsView = 'group' | 'az';

/** The canonical query string of a list page: what its results depend on, nothing else. */
export function canonicalListQuery(kind: ListKind, raw: RawQuery | URLSearchParams): string {
  if (kind === 'breeds') {
    const view = raw instanceof URLSearchParams ? raw.getAll('view') : [raw.view ?? []].flat();
    return view.length === 1 && view[0] === 'az' ? 'view=az' : '';
  }
  const state = parseSearchState(raw);
  return searchQueryString(kind === 'breeders' ? breedersState(state) : state);
}

/** The segment of an unfiltered list on its first page. */
const NO_QUERY = 'all';

/**
 * A query as one path segment: base64url of its UTF-8 bytes, which no layer encodes or
 * decodes on the way (Next.js hands percent-encoded segments to a page's metadata and body
 * differently). Written for both the server (the proxy) and the browser (the list frame).
 */
export function toQuerySegment(query: string): string {
  if (!query) return NO_QUERY;
  let binary = '';
  for (const byte of new TextEncoder().encode(query)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeSegment(segment: string): string | null {
  if (segment === NO_QUERY) return '';
  if (!/^[\w-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The query a segment stands for, or null when the segment is not the canonical form of a
 * query, so no other spelling ever gets a cache entry of its own.
 */
export function fromQuerySegment(kind: ListKind, segment: string): URLSearchParams | null {
  const query = decodeSegment(segment);
  if (query === null || (query && toQuerySegment(query) !== segment)) return null;
  const params = new URLSearchParams(query);
  return canonicalListQuery(kind, params) === query ? params : null;
}

/** The puppy search of a canonical query. */
export const searchStateOf = (params: URLSearchParams): SearchState => parseSearchState(params);

/** The breed list's view of a canonical query. */
export const breedsView = (params: URLSearchParams): BreedsView =>
  params.get('view') === 'az' ? 'az' : 'group';

/**
 * The internal path of a list page: its route folder with the query segment before the
 * optional breed (`/hu/puppies-for-sale/kuvasz` → `/hu/puppies-for-sale/c2V4PW1hbGU/kuvasz`).
 */
export function withQuerySegment(internal: string, segment: string): string {
  const parts = internal.split('/');
  parts.splice(3, 0, segment);
  return parts.join('/');
}
