import { eq } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { updateSavedSearchSchema, type UpdateSavedSearchInput } from '@/validation/saved-searches';
import { savedSearches } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ValidationError } from '../errors';
import { getOwnedSavedSearchOrThrow } from './owned-saved-search';
import { toSavedSearchView, type SavedSearchView } from './saved-search-view';

/**
 * Renames an own saved search or changes how often it mails; choosing a frequency again
 * after an unsubscribe turns its alerts back on.
 */
export async function updateSavedSearch(
  ctx: RequestContext,
  input: UpdateSavedSearchInput,
): Promise<SavedSearchView> {
  const viewer = requireViewer(ctx);
  const parsed = updateSavedSearchSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { id, name, frequency } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const row = await getOwnedSavedSearchOrThrow(tx, viewer.id, id);
    const [saved] = await tx
      .update(savedSearches)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(frequency === undefined ? {} : { frequency, unsubscribedAt: null }),
        updatedAt: ctx.now(),
      })
      .where(eq(savedSearches.id, row.id))
      .returning();
    return toSavedSearchView(saved!);
  });
}
