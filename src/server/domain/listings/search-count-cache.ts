import type { SearchInput } from '@/validation/search';
import { perDatabaseCache } from './per-database-cache';

/**
 * Counts of searches already asked, per database, for a minute, so paging and re-sorting a
 * result (and the next visitor asking the same search) skip counting it again:
 * - a count over the cap holds whatever changes in that minute ("10,000+" stays true however
 *   many listings are published or sold meanwhile);
 * - an exact count holds while the database's search generation is the one it was read at
 *   (every statement writing a search column of listings bumps it, migration 0008): the page
 *   read with it tells whether it still holds, and a count read anew replaces it. (Sequences
 *   are not transactional: a count read while a writing transaction is still open can be kept
 *   with the generation that write bumped, missing its changes until the next write or the end
 *   of the minute, no longer than the list pages' own cache shows them.)
 * Per process; nothing here must agree across processes.
 */
export interface KnownCount {
  /** Matching listings, counted up to the cap + 1. */
  matches: number;
  /** The search generation the count was read at; null for a count over the cap. */
  generation: string | null;
}

const counts = perDatabaseCache<KnownCount>({ max: 2_000, ttlMs: 60_000 });

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

/**
 * The filters of a search, the cap and the exchange rates its price bounds were converted at
 * (none without a price filter), as one key.
 */
export const countKey = (
  input: SearchInput,
  today: string,
  cap: number,
  ratesPerEur: Record<string, unknown>,
): string => `${cap} ${filtersKey(input, today)} ${JSON.stringify(ratesPerEur)}`;

export function recallCount(db: object, key: string): KnownCount | undefined {
  return counts.get(db, key);
}

/** Keeps a count read at `generation`; one over `cap` is kept as holding for any generation. */
export function rememberCount(
  db: object,
  key: string,
  cap: number,
  matches: number,
  generation: string,
): void {
  counts.set(db, key, { matches, generation: matches > cap ? null : generation });
}
