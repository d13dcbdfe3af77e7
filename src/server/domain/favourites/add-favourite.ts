import { and, eq, inArray, sql } from 'drizzle-orm';
import { favourites, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { FAVOURABLE_STATUSES, listingIdOf } from './favourite-rules';

export interface FavouriteState {
  listingId: string;
  isFavourite: boolean;
}

/**
 * Adds a public listing to the signed-in viewer's favourites; adding it again changes nothing.
 * Unconfirmed accounts may favourite. Drafts, sold, expired and deleted ads are NOT_FOUND.
 */
export async function addFavourite(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<FavouriteState> {
  const viewer = requireViewer(ctx);
  const listingId = listingIdOf(input.listingId);
  if (!listingId) throw new NotFoundError('Listing');
  // One statement: the listing is public at the moment the row is written.
  const source = ctx.db
    .select({
      userId: sql`${viewer.id}::text`.as('user_id'),
      listingId: listings.id,
      createdAt: sql`${ctx.now().toISOString()}::timestamptz`.as('created_at'),
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), inArray(listings.status, [...FAVOURABLE_STATUSES])));
  const inserted = await ctx.db
    .insert(favourites)
    .select(source)
    .onConflictDoNothing()
    .returning({ listingId: favourites.listingId });
  if (inserted.length === 0) {
    const [existing] = await ctx.db
      .select({ listingId: favourites.listingId })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(
        and(
          eq(favourites.userId, viewer.id),
          eq(favourites.listingId, listingId),
          inArray(listings.status, [...FAVOURABLE_STATUSES]),
        ),
      );
    if (!existing) throw new NotFoundError('Listing');
  }
  return { listingId, isFavourite: true };
}
