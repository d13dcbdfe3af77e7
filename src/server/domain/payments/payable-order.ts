import { isUuid } from '../ids';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  kennels,
  listings,
  orders,
  payments,
  reservations,
  users,
  waitlistApplications,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';

/**
 * The viewer's own order with what it pays for (the reserved dog, or the litter of a waitlist
 * deposit, and its kennel) and its latest payment attempt; NOT_FOUND for anyone else's order.
 */
export async function getOwnOrderOrThrow(ctx: RequestContext, db: Executor, orderId: string) {
  const viewer = requireViewer(ctx);
  if (!isUuid(orderId)) throw new NotFoundError('Order');
  const [row] = await db
    .select({
      order: orders,
      reservation: reservations,
      listing: {
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        kind: listings.kind,
        refundPolicy: listings.refundPolicy,
        coverPhotoId: listings.coverPhotoId,
        priceAmount: listings.priceAmount,
        currency: listings.currency,
      },
      kennel: { name: kennels.name, slug: kennels.slug },
      payerEmail: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(reservations, eq(reservations.id, orders.reservationId))
    .leftJoin(waitlistApplications, eq(waitlistApplications.depositOrderId, orders.id))
    .leftJoin(
      listings,
      eq(listings.id, sql`coalesce(${reservations.listingId}, ${waitlistApplications.listingId})`),
    )
    .leftJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, viewer.id)));
  if (!row) throw new NotFoundError('Order');
  // The attempt that paid the order, else the latest: a second attempt refunded as a duplicate
  // never hides the deposit that was kept.
  const paidBy = row.order.paidPaymentId;
  const [payment] = await db
    .select()
    .from(payments)
    .where(paidBy ? eq(payments.id, paidBy) : eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return { ...row, payment: payment ?? null };
}

export type OwnOrder = Awaited<ReturnType<typeof getOwnOrderOrThrow>>;
