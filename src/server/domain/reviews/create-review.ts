import { and, desc, eq } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { reviewSchema } from '@/validation/reviews';
import type { Executor } from '../../db/client';
import { kennels, listings, reservations, reviews } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, NotFoundError, ValidationError } from '../errors';
import { lockKennelForRating, recomputeKennelRating } from './kennel-rating';
import { enqueueReviewReceived } from './review-mail';
import { findReviewView, isUuid, type ReviewView } from './review-view';

/**
 * The viewer's completed purchase of a listing (the newest, should there be several), or
 * null; throws NOT_FOUND when there is no such listing at all.
 */
export async function findPurchase(db: Executor, viewerId: string, listingId: string) {
  if (!isUuid(listingId)) throw new NotFoundError('Listing');
  const [listing] = await db
    .select({
      id: listings.id,
      title: listings.title,
      kind: listings.kind,
      slug: listings.slug,
      status: listings.status,
      kennel: { id: kennels.id, name: kennels.name, slug: kennels.slug, ownerId: kennels.ownerId },
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(listings.id, listingId));
  if (!listing) throw new NotFoundError('Listing');
  const [reservation] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.listingId, listingId),
        eq(reservations.buyerId, viewerId),
        eq(reservations.status, 'completed'),
      ),
    )
    .orderBy(desc(reservations.updatedAt))
    .limit(1);
  // A breeder never reviews their own kennel, however the reservation came about.
  const isOwnKennel = listing.kennel.ownerId === viewerId;
  return { listing, reservationId: isOwnKennel ? null : (reservation?.id ?? null) };
}

/**
 * The buyer's review of the kennel that sold them the dog: only a confirmed account with a
 * completed reservation of the listing, one review per purchase (the database's unique key
 * turns a second into CONFLICT `alreadyReviewed`). Published at once; the kennel's rating
 * is recounted and the breeder told, all in one transaction.
 */
export async function createReview(
  ctx: RequestContext,
  input: { listingId: string; rating: number | string; body: string },
): Promise<ReviewView> {
  const viewer = requireVerifiedViewer(ctx);
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { rating, body } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const { listing, reservationId } = await findPurchase(tx, viewer.id, input.listingId);
    if (!reservationId) {
      throw new DomainError('FORBIDDEN', 'Only the buyer of this dog may review it', {
        form: 'notYourPurchase',
      });
    }
    await lockKennelForRating(tx, listing.kennel.id);
    const [row] = await tx
      .insert(reviews)
      .values({
        reservationId,
        kennelId: listing.kennel.id,
        authorId: viewer.id,
        rating,
        body,
        bodyLocale: ctx.locale,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing({ target: reviews.reservationId })
      .returning({ id: reviews.id });
    if (!row) {
      throw new DomainError('CONFLICT', 'This purchase is already reviewed', {
        form: 'alreadyReviewed',
      });
    }
    await recomputeKennelRating(tx, listing.kennel.id);
    await enqueueReviewReceived(tx, { kennelId: listing.kennel.id, dog: listing.title, rating });
    return (await findReviewView(tx, row.id))!;
  });
}
