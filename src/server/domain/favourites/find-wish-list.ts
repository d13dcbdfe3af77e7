import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { favourites, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ValidationError } from '../errors';
import { selectListingSummaries, type ListingSummary } from '../listings/listing-summary';
import { WISH_LIST_PAGE_SIZE, WISH_LIST_STATUSES, type WishListStatus } from './favourite-rules';

/** A favourite as the wish list shows it: the card, the dog's state and when it was saved. */
export interface WishListItem {
  listing: ListingSummary;
  status: WishListStatus;
  /** Sold dogs have no ad any more: their card shows a badge instead of a link. */
  isPublic: boolean;
  addedAt: Date;
}

export interface WishListResult {
  items: WishListItem[];
  total: number;
  page: number;
  pageCount: number;
}

const inputSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/**
 * The signed-in viewer's favourites, newest first, 12 a page, as cards. Dogs reserved or sold
 * since stay on the list with their state; drafts, expired and deleted ads are left out.
 */
export async function findWishList(
  ctx: RequestContext,
  input: z.input<typeof inputSchema> = {},
): Promise<WishListResult> {
  const viewer = requireViewer(ctx);
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ page: 'VALIDATION' });
  const { page } = parsed.data;
  const shown = and(
    eq(favourites.userId, viewer.id),
    inArray(listings.status, [...WISH_LIST_STATUSES]),
  );
  const [[counted], rows] = await Promise.all([
    ctx.db
      .select({ total: count() })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(shown),
    ctx.db
      .select({
        listingId: favourites.listingId,
        addedAt: favourites.createdAt,
        status: listings.status,
      })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(shown)
      .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
      .limit(WISH_LIST_PAGE_SIZE)
      .offset((page - 1) * WISH_LIST_PAGE_SIZE),
  ]);
  const cards =
    rows.length === 0
      ? []
      : await selectListingSummaries(
          ctx.db,
          inArray(
            listings.id,
            rows.map((row) => row.listingId),
          ),
          { limit: WISH_LIST_PAGE_SIZE },
        );
  const byId = new Map(cards.map((card) => [card.id, card]));
  const items = rows.flatMap((row): WishListItem[] => {
    const listing = byId.get(row.listingId);
    if (!listing) return [];
    const status = row.status as WishListStatus;
    return [{ listing, status, isPublic: status !== 'sold', addedAt: row.addedAt }];
  });
  const total = counted?.total ?? 0;
  return {
    items,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / WISH_LIST_PAGE_SIZE)),
  };
}
