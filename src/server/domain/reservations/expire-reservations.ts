import { and, eq, lt } from 'drizzle-orm';
import { orders, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { canTransitionOrder, transitionOrder } from '../payments/order-states';
import { releaseListing } from './deposit-order-handler';
import { canTransitionReservation, transitionReservation } from './reservation-states';

/**
 * Ends reservations left unpaid past their 30 minutes: the order is cancelled and the dog is
 * free again. Locks order before reservation, like a payment does, so a payment arriving at
 * the same moment either wins (and the reservation is kept) or finds the order cancelled and
 * is refunded. Returns how many expired.
 */
export async function expireReservations(ctx: RequestContext): Promise<number> {
  const due = await ctx.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.status, 'awaiting_payment'), lt(reservations.expiresAt, ctx.now())))
    .limit(200);
  let expired = 0;
  for (const { id } of due) {
    const changed = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.reservationId, id))
        .for('update');
      const [reservation] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, id))
        .for('update');
      if (!reservation || !canTransitionReservation(reservation.status, 'expire')) return false;
      if (!reservation.expiresAt || reservation.expiresAt >= ctx.now()) return false;
      const now = ctx.now();
      await tx
        .update(reservations)
        .set({ status: transitionReservation(reservation.status, 'expire'), updatedAt: now })
        .where(eq(reservations.id, id));
      if (order && canTransitionOrder(order.status, 'cancel')) {
        await tx
          .update(orders)
          .set({ status: transitionOrder(order.status, 'cancel'), updatedAt: now })
          .where(eq(orders.id, order.id));
      }
      await releaseListing({ ...ctx, db: tx }, reservation.listingId);
      return true;
    });
    if (changed) expired++;
  }
  return expired;
}
