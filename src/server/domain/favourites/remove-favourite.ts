import { and, eq } from 'drizzle-orm';
import { favourites } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import type { FavouriteState } from './add-favourite';
import { listingIdOf } from './favourite-rules';

/**
 * Removes a listing from the signed-in viewer's favourites, whatever its state now (a sold
 * dog can be cleared from the wish list); removing one that is not there changes nothing.
 */
export async function removeFavourite(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<FavouriteState> {
  const viewer = requireViewer(ctx);
  const listingId = listingIdOf(input.listingId);
  if (listingId) {
    await ctx.db
      .delete(favourites)
      .where(and(eq(favourites.userId, viewer.id), eq(favourites.listingId, listingId)));
  }
  return { listingId: listingId ?? input.listingId, isFavourite: false };
}
