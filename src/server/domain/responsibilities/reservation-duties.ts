import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { kennels, listings, orders, reservations } from '../../db/schema';
import type { ResponsibilityProvider } from './responsibility';

const LIMIT = 100;

/** The buyer's unpaid holds: the deposit is due before the hold ends (shown as a countdown). */
export const depositsToPay: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({
      id: reservations.id,
      expiresAt: reservations.expiresAt,
      orderId: orders.id,
      title: listings.title,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(orders, eq(orders.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.buyerId, viewer.id),
        eq(reservations.status, 'awaiting_payment'),
        gt(reservations.expiresAt, ctx.now()),
        eq(orders.status, 'pending'),
      ),
    )
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'payDeposit',
    id: `payDeposit:${row.id}`,
    dueAt: row.expiresAt,
    subject: row.title,
    href: { route: '/card-payment/[id]', params: { id: row.orderId } },
  }));
};

/** Hand-overs the breeder marked done, which the buyer confirms (the rules set no time limit). */
export const purchasesToConfirm: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({
      id: reservations.id,
      markedAt: reservations.breederCompletedAt,
      title: listings.title,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .where(
      and(
        eq(reservations.buyerId, viewer.id),
        eq(reservations.status, 'deposited'),
        isNotNull(reservations.breederCompletedAt),
      ),
    )
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'confirmPurchase',
    id: `confirmPurchase:${row.id}`,
    dueAt: null,
    subject: row.title,
    href: { route: '/my-dogs/reserved' },
  }));
};

/**
 * Deposits the breeder has received for dogs not yet handed over. The rules set when a dog may
 * go (its available-from date), not a date by which it must, so no deadline is shown.
 */
export const dogsToHandOver: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({ id: reservations.id, title: listings.title })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(
      and(
        eq(kennels.ownerId, viewer.id),
        eq(reservations.status, 'deposited'),
        isNull(reservations.breederCompletedAt),
      ),
    )
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'handOverDog',
    id: `handOverDog:${row.id}`,
    dueAt: null,
    subject: row.title,
    href: { route: '/my-listings/reserved' },
  }));
};
