import { eq } from 'drizzle-orm';
import { savedSearchHits, savedSearches } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { getOwnedSavedSearchOrThrow } from './owned-saved-search';

/** Deletes an own saved search with its waiting digest entries. */
export async function deleteSavedSearch(
  ctx: RequestContext,
  input: { id: string },
): Promise<{ id: string; name: string }> {
  const viewer = requireViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await getOwnedSavedSearchOrThrow(tx, viewer.id, input.id);
    await tx.delete(savedSearchHits).where(eq(savedSearchHits.savedSearchId, row.id));
    await tx.delete(savedSearches).where(eq(savedSearches.id, row.id));
    return { id: row.id, name: row.name };
  });
}
