import { and, eq } from 'drizzle-orm';
import { orders, payments, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { enqueueJob } from '../jobs/enqueue-job';
import { canTransitionOrder, transitionOrder } from '../payments/order-states';
import { releaseListing } from './deposit-order-handler';
import { lockOwnReservation } from './reservation-access';
import { transitionReservation } from './reservation-states';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import { reservationParties } from './reservation-mail';

/**
 * Cancels a live reservation by its buyer or the dog's breeder; the dog is for sale again.
 * An unpaid order is cancelled. A paid deposit is refunded in full when the breeder cancels;
 * when the buyer cancels, the breeder's stated refund policy applies (settled between them).
 */
export async function cancelReservation(ctx: RequestContext, input: { reservationId: string }) {
  return ctx.db.transaction(async (tx) => {
    const { reservation, order, side, listingId } = await lockOwnReservation(
      ctx,
      tx,
      input.reservationId,
    );
    const status = transitionReservation(
      reservation.status,
      side === 'buyer' ? 'cancelByBuyer' : 'cancelByBreeder',
    );
    const now = ctx.now();
    await tx
      .update(reservations)
      .set({ status, expiresAt: null, updatedAt: now })
      .where(eq(reservations.id, reservation.id));
    if (order && canTransitionOrder(order.status, 'cancel')) {
      await tx
        .update(orders)
        .set({ status: transitionOrder(order.status, 'cancel'), updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    if (order?.status === 'paid' && side === 'breeder') {
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
      if (paid) await enqueueJob(tx, 'refund', { paymentId: paid.id });
    }
    await releaseListing({ ...ctx, db: tx }, listingId);
    const parties = await reservationParties(tx, reservation.id);
    const other = side === 'buyer' ? parties.breeder : parties.buyer;
    await enqueueEmailTo(
      tx,
      'reservationCancelled',
      other,
      { route: side === 'buyer' ? '/my-listings/reserved' : '/my-dogs/reserved' },
      {
        name: other.name,
        dog: parties.dog,
        kennel: parties.kennel,
        by: (side === 'buyer' ? parties.buyer : parties.breeder).name,
      },
    );
    return { reservationId: reservation.id, status };
  });
}
