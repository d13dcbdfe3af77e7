import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listings, savedSearchHits, savedSearchMatches, savedSearches } from '../../db/schema';

/** Published listings' match rows expanded per statement (each holds hundreds of ids). */
const EXPAND_BATCH = 200;

/**
 * Turns the match rows publishing kept (one per listing, the ids of its daily and weekly
 * searches) into digest entries, one per search and listing, and deletes them, in one
 * statement per batch: a crash leaves a batch either expanded or still waiting, never half.
 * Ids of searches deleted since, and rows of listings deleted since, give no entry; an entry
 * a search already has (the listing matched it before) is kept as it is, sent or not.
 * Rows another sweep is expanding are skipped. Returns the entries added.
 */
export async function expandSavedSearchMatches(db: Executor): Promise<number> {
  let added = 0;
  for (;;) {
    const { rows } = await db.execute<{ moved: number; added: number }>(sql`
      WITH moved AS (
        DELETE FROM ${savedSearchMatches}
        WHERE listing_id IN (
          SELECT listing_id FROM ${savedSearchMatches}
          ORDER BY created_at LIMIT ${EXPAND_BATCH} FOR UPDATE SKIP LOCKED
        )
        RETURNING listing_id, saved_search_ids
      ), added AS (
        INSERT INTO ${savedSearchHits} (saved_search_id, listing_id)
        SELECT DISTINCT s.id, moved.listing_id
        FROM moved
        CROSS JOIN LATERAL unnest(moved.saved_search_ids) AS ids(id)
        JOIN ${savedSearches} s ON s.id = ids.id
        WHERE EXISTS (SELECT 1 FROM ${listings} l WHERE l.id = moved.listing_id)
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM added)::int AS added`);
    const row = rows[0];
    added += row?.added ?? 0;
    if (!row || row.moved < EXPAND_BATCH) return added;
  }
}
