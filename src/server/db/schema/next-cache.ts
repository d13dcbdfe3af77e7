import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Next's incremental cache (rendered list pages, data-cache entries) shared by every app process
 * on PostgreSQL (`src/server/cache/next-cache-handler.ts`); times are epoch milliseconds, as
 * Next keeps them.
 */
export const nextCacheEntries = pgTable(
  'next_cache_entries',
  {
    key: text('key').primaryKey(),
    /** The entry's value as JSON, binary parts in base64. */
    value: text('value').notNull(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
    cacheControl: jsonb('cache_control'),
  },
  (table) => [index('next_cache_entries_last_modified_idx').on(table.lastModified)],
);

/** When each cache tag was last marked stale or expired (revalidateTag / updateTag). */
export const nextCacheTags = pgTable('next_cache_tags', {
  tag: text('tag').primaryKey(),
  stale: bigint('stale', { mode: 'number' }),
  expired: bigint('expired', { mode: 'number' }),
});
