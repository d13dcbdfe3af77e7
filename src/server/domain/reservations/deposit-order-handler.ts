import { and, eq } from 'drizzle-orm';
import { listings, payments, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { enqueueJob } from '../jobs/enqueue-job';
import { transitionListing } from '../listings/listing-states';
import type { OrderHandler } from '../payments/order-handlers';
import { canTransitionReservation, transitionReservation } from './reservation-states';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import { depositText, reservationParties } from './reservation-mail';

/** Locks a reservation (after its order: payment → order → reservation → listing). */
async function lockReservation(ctx: RequestContext, reservationId: string) {
  const [row] = await ctx.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update');
  return row ?? null;
}

/** Puts a reserved dog back on sale (its reservation ended without a sale). */
export async function releaseListing(ctx: RequestContext, listingId: string) {
  const [listing] = await ctx.db
    .select({ kind: listings.kind, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  if (listing?.status !== 'reserved') return;
  await ctx.db
    .update(listings)
    .set({
      status: transitionListing(listing.kind, listing.status, 'release'),
      updatedAt: ctx.now(),
    })
    .where(eq(listings.id, listingId));
}

/** A reservation deposit's order: paid → the dog is held for the buyer; refused → free again. */
export const DEPOSIT_ORDER_HANDLER: OrderHandler = {
  async onPaid(ctx, order) {
    const reservation = order.reservationId && (await lockReservation(ctx, order.reservationId));
    if (!reservation) return;
    if (!canTransitionReservation(reservation.status, 'pay')) {
      // Cannot happen while orders and reservations move together; never keep money for nothing.
      const [paid] = await ctx.db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
      if (paid) await enqueueJob(ctx.db, 'refund', { paymentId: paid.id });
      return;
    }
    await ctx.db
      .update(reservations)
      .set({
        status: transitionReservation(reservation.status, 'pay'),
        expiresAt: null,
        updatedAt: ctx.now(),
      })
      .where(eq(reservations.id, reservation.id));
    const parties = await reservationParties(ctx.db, reservation.id);
    await enqueueEmailTo(
      ctx.db,
      'reservationPaid',
      parties.buyer,
      { route: '/my-dogs/reserved' },
      {
        name: parties.buyer.name,
        dog: parties.dog,
        kennel: parties.kennel,
        amount: depositText(parties, parties.buyer.locale),
      },
    );
    await enqueueEmailTo(
      ctx.db,
      'reservationReceived',
      parties.breeder,
      { route: '/my-listings/reserved' },
      {
        name: parties.breeder.name,
        dog: parties.dog,
        buyer: parties.buyer.name,
        amount: depositText(parties, parties.breeder.locale),
      },
    );
  },

  async onFailed(ctx, order) {
    const reservation = order.reservationId && (await lockReservation(ctx, order.reservationId));
    if (!reservation || !canTransitionReservation(reservation.status, 'expire')) return;
    await ctx.db
      .update(reservations)
      .set({ status: transitionReservation(reservation.status, 'expire'), updatedAt: ctx.now() })
      .where(eq(reservations.id, reservation.id));
    await releaseListing(ctx, reservation.listingId);
  },

  async onRefunded(ctx, order) {
    if (!order.reservationId) return;
    const parties = await reservationParties(ctx.db, order.reservationId);
    await enqueueEmailTo(
      ctx.db,
      'reservationRefunded',
      parties.buyer,
      { route: '/my-dogs/reserved' },
      {
        name: parties.buyer.name,
        dog: parties.dog,
        kennel: parties.kennel,
        amount: depositText(parties, parties.buyer.locale),
      },
    );
  },
};
