import { and, eq, lt } from 'drizzle-orm';
import { orders, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ORDER_MACHINE } from '../payments/order-states';
import { releaseListing } from './deposit-order-handler';
import { RESERVATION_MACHINE } from './reservation-states';

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
      if (!reservation || !RESERVATION_MACHINE.can(reservation.status, 'expire', 'system'))
        return false;
      if (!reservation.expiresAt || reservation.expiresAt >= ctx.now()) return false;
      const now = ctx.now();
      await tx
        .update(reservations)
        .set({
          status: RESERVATION_MACHINE.transition(reservation.status, 'expire', 'system'),
          updatedAt: now,
        })
        .where(eq(reservations.id, id));
      if (order && ORDER_MACHINE.can(order.status, 'cancel', 'system')) {
        await tx
          .update(orders)
          .set({
            status: ORDER_MACHINE.transition(order.status, 'cancel', 'system'),
            updatedAt: now,
          })
          .where(eq(orders.id, order.id));
      }
      await releaseListing({ ...ctx, db: tx }, reservation.listingId, 'system');
      return true;
    });
    if (changed) expired++;
  }
  return expired;
}
