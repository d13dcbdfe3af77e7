import type { SearchInput } from '@/validation/search';
import { perDatabaseCache } from './per-database-cache';
import { filtersKey } from './search-count-cache';

/**
 * Keyset paging behind page numbers. Every page served tells where the next one starts (the
 * sort key and id of its last row), and a page read by OFFSET tells where it starts itself (the
 * row before it is read too). A page whose start is known is read from there: an index seek,
 * as cheap on page 500 as on page 1, so a visitor paging on never pays for the rows before.
 *
 * A start holds only for the data it was read from: it is kept with the database's search
 * generation (bumped by every statement that writes a search column of listings, migration
 * 0008) and used only while the generation is unchanged, and for a minute at most. Per process.
 */
export interface PageStart {
  /** The sort key of the row before the page, as text (null: a listing without a price). */
  key: string | null;
  id: string;
  /** The database's search generation the start was read at. */
  generation: string;
}

const starts = perDatabaseCache<PageStart>({ max: 5_000, ttlMs: 60_000 });

/** A search's filters and order (not its page), as one key. */
export const pagesKey = (input: SearchInput, today: string): string =>
  `${input.sort} ${filtersKey(input, today)}`;

const entryKey = (key: string, page: number) => `${page} ${key}`;

export function recallPageStart(db: object, key: string, page: number): PageStart | undefined {
  return starts.get(db, entryKey(key, page));
}

export function rememberPageStart(db: object, key: string, page: number, start: PageStart): void {
  starts.set(db, entryKey(key, page), start);
}
