import { and, eq, isNull, sql } from 'drizzle-orm';
import { kennels, listings, reservations, reviews } from '../../db/schema';
import type { ResponsibilityProvider } from './responsibility';

const LIMIT = 100;

/**
 * Completed purchases the buyer has not reviewed. A review may be written at any time after the
 * purchase (the rules set no window), so none is shown as a deadline.
 */
export const reviewsToWrite: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({ id: reservations.id, listingId: listings.id, title: listings.title })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .leftJoin(reviews, eq(reviews.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.buyerId, viewer.id),
        eq(reservations.status, 'completed'),
        isNull(reviews.id),
        // A breeder never reviews their own kennel.
        sql`${kennels.ownerId} <> ${viewer.id}`,
      ),
    )
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'writeReview',
    id: `writeReview:${row.id}`,
    dueAt: null,
    subject: row.title,
    href: { route: '/review/[dogId]', params: { dogId: row.listingId } },
  }));
};

/** Published reviews of the viewer's kennel that have no answer yet (answered at any time). */
export const reviewsToAnswer: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({ id: reviews.id, title: listings.title })
    .from(reviews)
    .innerJoin(kennels, eq(kennels.id, reviews.kennelId))
    .innerJoin(reservations, eq(reservations.id, reviews.reservationId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(eq(kennels.ownerId, viewer.id), eq(reviews.status, 'published'), isNull(reviews.reply)),
    )
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'answerReview',
    id: `answerReview:${row.id}`,
    dueAt: null,
    subject: row.title,
    href: { route: '/profile/ratings' },
  }));
};
