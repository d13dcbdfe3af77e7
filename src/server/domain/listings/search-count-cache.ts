import type { SearchInput } from '@/validation/search';
import { perDatabaseCache } from './per-database-cache';

/**
 * Searches known to match more than the count cap, per database, for a minute. Only capped
 * counts are kept: "10,000+" stays true however many listings are published or sold in that
 * minute, so paging and re-sorting a large result skip its most expensive query, while every
 * smaller count stays exact. Per process; nothing here must agree across processes.
 */
const cappedSearches = perDatabaseCache<true>({ max: 1_000, ttlMs: 60_000 });

/** The filters of a search (not its order or page) on a day, as one key. */
export function filtersKey(input: SearchInput, today: string): string {
  const filters = {
    ...input,
    sort: undefined,
    page: undefined,
    type: [...(input.type ?? [])].sort(),
  };
  return JSON.stringify([filters, input.region?.trim().toLowerCase(), today]);
}

/** The filters of a search and the cap, as one key. */
export const countKey = (input: SearchInput, today: string, cap: number): string =>
  `${cap} ${filtersKey(input, today)}`;

export function isKnownCapped(db: object, key: string): boolean {
  return cappedSearches.get(db, key) === true;
}

export function rememberCapped(db: object, key: string): void {
  cappedSearches.set(db, key, true);
}
