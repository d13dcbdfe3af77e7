import { eq } from 'drizzle-orm';
import { orders, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { enqueueJob } from '../jobs/enqueue-job';
import { ORDER_MACHINE } from '../payments/order-states';
import { releaseListing } from './deposit-order-handler';
import { lockOwnReservation } from './reservation-access';
import { refuse, succeed, type Result } from '../result';
import { RESERVATION_MACHINE, type ReservationStatus } from './reservation-states';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import { reservationParties } from './reservation-mail';

/**
 * Cancels a live reservation by its buyer or the dog's breeder; the dog is for sale again.
 * An unpaid order is cancelled. A paid deposit is refunded in full when the breeder cancels;
 * when the buyer cancels, the breeder's stated refund policy applies (settled between them). A
 * reservation already ended or completed is a refusal.
 */
export async function cancelReservation(
  ctx: RequestContext,
  input: { reservationId: string },
): Promise<
  Result<{ reservationId: string; status: ReservationStatus }, 'reservationTransitionRefused'>
> {
  return ctx.db.transaction(async (tx) => {
    const { reservation, order, side, listingId } = await lockOwnReservation(
      ctx,
      tx,
      input.reservationId,
    );
    const event = side === 'buyer' ? 'cancelByBuyer' : 'cancelByBreeder';
    if (!RESERVATION_MACHINE.can(reservation.status, event, side)) {
      return refuse('reservationTransitionRefused');
    }
    const status = RESERVATION_MACHINE.transition(reservation.status, event, side);
    const now = ctx.now();
    await tx
      .update(reservations)
      .set({ status, expiresAt: null, updatedAt: now })
      .where(eq(reservations.id, reservation.id));
    if (order && ORDER_MACHINE.can(order.status, 'cancel', side)) {
      await tx
        .update(orders)
        .set({ status: ORDER_MACHINE.transition(order.status, 'cancel', side), updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    if (order?.status === 'paid' && side === 'breeder' && order.paidPaymentId) {
      await enqueueJob(tx, 'refund', { paymentId: order.paidPaymentId });
    }
    await releaseListing({ ...ctx, db: tx }, listingId, side);
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
    return succeed({ reservationId: reservation.id, status });
  });
}
