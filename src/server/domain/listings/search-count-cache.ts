import type { SearchInput } from '@/validation/search';

/**
 * Searches known to match more than the count cap, per database, for a minute. Only capped
 * counts are kept: "10,000+" stays true however many listings are published or sold in that
 * minute, so paging and re-sorting a large result skip its most expensive query, while every
 * smaller count stays exact. Per process; nothing here must agree across processes.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
const cappedSearches = new WeakMap<object, Map<string, number>>();

/** The filters of a search (not its order or page) and the cap, as one key. */
export function countKey(input: SearchInput, today: string, cap: number): string {
  const filters = {
    ...input,
    sort: undefined,
    page: undefined,
    type: [...(input.type ?? [])].sort(),
  };
  return JSON.stringify([filters, input.region?.trim().toLowerCase(), today, cap]);
}

export function isKnownCapped(db: object, key: string): boolean {
  const storedAt = cappedSearches.get(db)?.get(key);
  return storedAt !== undefined && performance.now() - storedAt < TTL_MS;
}

export function rememberCapped(db: object, key: string): void {
  let searches = cappedSearches.get(db);
  if (!searches) cappedSearches.set(db, (searches = new Map()));
  searches.delete(key);
  searches.set(key, performance.now());
  if (searches.size > MAX_ENTRIES) searches.delete(searches.keys().next().value!);
}
