import { and, eq, inArray } from 'drizzle-orm';
import { favourites } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { MAX_LISTING_IDS, listingIdOf } from './favourite-rules';

/**
 * Which of the given listings the viewer has favourited, in the order asked; none for
 * visitors. Lists are cached for everyone, so cards ask this once per page after loading.
 */
export async function findFavouriteListingIds(
  ctx: RequestContext,
  listingIds: readonly string[],
): Promise<string[]> {
  if (listingIds.length > MAX_LISTING_IDS) throw new ValidationError({ listingIds: 'tooMany' });
  const viewer = ctx.viewer;
  const asked = [...new Set(listingIds.map(listingIdOf).filter((id): id is string => id !== null))];
  if (!viewer || asked.length === 0) return [];
  const rows = await ctx.db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.userId, viewer.id), inArray(favourites.listingId, asked)));
  const found = new Set(rows.map((row) => row.listingId));
  return asked.filter((id) => found.has(id));
}
