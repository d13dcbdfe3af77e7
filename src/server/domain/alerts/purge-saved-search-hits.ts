import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { listings, savedSearchHits, savedSearches } from '../../db/schema';

/**
 * Deletes the digest entries whose saved search or listing is gone (an account erased, a
 * listing deleted). The table has no foreign keys to cascade them (see its schema), and the
 * digests already pass such rows over; this keeps them from piling up.
 */
export async function purgeSavedSearchHits(ctx: RequestContext): Promise<number> {
  const purged = await ctx.db.execute<{ saved_search_id: string }>(sql`
    DELETE FROM ${savedSearchHits} h
    WHERE NOT EXISTS (SELECT 1 FROM ${savedSearches} s WHERE s.id = h.saved_search_id)
      OR NOT EXISTS (SELECT 1 FROM ${listings} l WHERE l.id = h.listing_id)
    RETURNING h.saved_search_id`);
  return purged.rows.length;
}
