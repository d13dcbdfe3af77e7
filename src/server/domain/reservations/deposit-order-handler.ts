import { queueFavouriteEvent } from '../notifications/favourite-events';
import { eq } from 'drizzle-orm';
import { listings, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { enqueueJob } from '../jobs/enqueue-job';
import { transitionListing } from '../listings/listing-states';
import type { Actor } from '../state-machine';
import type { OrderHandler } from '../payments/order-handlers';
import { RESERVATION_MACHINE } from './reservation-states';
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
export async function releaseListing(ctx: RequestContext, listingId: string, actor: Actor) {
  const [listing] = await ctx.db
    .select({ kind: listings.kind, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  if (listing?.status !== 'reserved') return;
  await ctx.db
    .update(listings)
    .set({
      status: transitionListing(listing.kind, listing.status, 'release', actor),
      updatedAt: ctx.now(),
    })
    .where(eq(listings.id, listingId));
}

/** A reservation deposit's order: paid → the dog is held for the buyer; refused → free again. */
export const DEPOSIT_ORDER_HANDLER: OrderHandler = {
  async onPaid(ctx, order) {
    const reservation = order.reservationId && (await lockReservation(ctx, order.reservationId));
    if (!reservation) return;
    if (!RESERVATION_MACHINE.can(reservation.status, 'pay', 'provider')) {
      // Cannot happen while orders and reservations move together; never keep money for nothing.
      if (order.paidPaymentId) {
        await enqueueJob(ctx.db, 'refund', { paymentId: order.paidPaymentId });
      }
      return;
    }
    await ctx.db
      .update(reservations)
      .set({
        status: RESERVATION_MACHINE.transition(reservation.status, 'pay', 'provider'),
        expiresAt: null,
        updatedAt: ctx.now(),
      })
      .where(eq(reservations.id, reservation.id));
    await queueFavouriteEvent(ctx.db, {
      listingId: reservation.listingId,
      kind: 'reserved',
      at: ctx.now().toISOString(),
    });
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
    if (!reservation || !RESERVATION_MACHINE.can(reservation.status, 'expire', 'provider')) return;
    await ctx.db
      .update(reservations)
      .set({
        status: RESERVATION_MACHINE.transition(reservation.status, 'expire', 'provider'),
        updatedAt: ctx.now(),
      })
      .where(eq(reservations.id, reservation.id));
    await releaseListing(ctx, reservation.listingId, 'provider');
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
