import { desc, eq } from 'drizzle-orm';
import { savedSearches } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { toSavedSearchView, type SavedSearchView } from './saved-search-view';

/** The viewer's saved searches, newest first. */
export async function findOwnSavedSearches(ctx: RequestContext): Promise<SavedSearchView[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, viewer.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearchView);
}
