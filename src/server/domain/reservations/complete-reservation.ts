import { queueFavouriteEvent } from '../notifications/favourite-events';
import { eq } from 'drizzle-orm';
import { listings, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DomainError } from '../errors';
import { transitionListing } from '../listings/listing-states';
import { enqueueReviewInvitation } from '../reviews/review-mail';
import { lockOwnReservation } from './reservation-access';
import { RESERVATION_MACHINE } from './reservation-states';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import { reservationParties } from './reservation-mail';
import { closeRequestsOfBuyer } from '../puppy-match/close-puppy-requests';

/** The breeder says the dog was handed over; the buyer is asked to confirm the purchase. */
export async function markSaleCompleted(ctx: RequestContext, input: { reservationId: string }) {
  return ctx.db.transaction(async (tx) => {
    const { reservation, side } = await lockOwnReservation(ctx, tx, input.reservationId);
    if (side !== 'breeder') {
      throw new DomainError('FORBIDDEN', 'Only the breeder marks the sale', {
        form: 'reservationTransitionRefused',
      });
    }
    // The breeder marks first; the buyer's confirmation is the transition, so ask the table now.
    if (!RESERVATION_MACHINE.can(reservation.status, 'complete')) {
      RESERVATION_MACHINE.transition(reservation.status, 'complete', 'buyer');
    }
    if (reservation.breederCompletedAt) {
      throw new DomainError('CONFLICT', 'Already marked', { form: 'saleAlreadyMarked' });
    }
    const now = ctx.now();
    await tx
      .update(reservations)
      .set({ breederCompletedAt: now, updatedAt: now })
      .where(eq(reservations.id, reservation.id));
    const parties = await reservationParties(tx, reservation.id);
    await enqueueEmailTo(
      tx,
      'saleCompletedByBreeder',
      parties.buyer,
      { route: '/my-dogs/reserved' },
      {
        name: parties.buyer.name,
        dog: parties.dog,
        kennel: parties.kennel,
      },
    );
    return { reservationId: reservation.id, breederCompletedAt: now };
  });
}

/**
 * The buyer confirms the purchase the breeder marked completed: the reservation completes,
 * the dog is sold, and the buyer is invited to review the breeder.
 */
export async function confirmPurchase(ctx: RequestContext, input: { reservationId: string }) {
  return ctx.db.transaction(async (tx) => {
    const { reservation, side, listingId } = await lockOwnReservation(ctx, tx, input.reservationId);
    if (side !== 'buyer') {
      throw new DomainError('FORBIDDEN', 'Only the buyer confirms', {
        form: 'reservationTransitionRefused',
      });
    }
    const status = RESERVATION_MACHINE.transition(reservation.status, 'complete', 'buyer');
    if (!reservation.breederCompletedAt) {
      throw new DomainError('CONFLICT', 'The breeder has not marked the sale', {
        form: 'saleNotMarked',
      });
    }
    const now = ctx.now();
    await tx
      .update(reservations)
      .set({ status, buyerConfirmedAt: now, updatedAt: now })
      .where(eq(reservations.id, reservation.id));
    const [listing] = await tx
      .select({ kind: listings.kind, status: listings.status })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('update');
    await tx
      .update(listings)
      .set({
        status: transitionListing(listing!.kind, listing!.status, 'sell', 'buyer'),
        updatedAt: now,
      })
      .where(eq(listings.id, listingId));
    await queueFavouriteEvent(tx, { listingId, kind: 'sold', at: now.toISOString() });
    await closeRequestsOfBuyer(tx, { userId: reservation.buyerId, now });
    const parties = await reservationParties(tx, reservation.id);
    await enqueueEmailTo(
      tx,
      'purchaseCompleted',
      parties.breeder,
      { route: '/my-listings/sold' },
      {
        name: parties.breeder.name,
        dog: parties.dog,
        buyer: parties.buyer.name,
      },
    );
    await enqueueReviewInvitation(tx, reservation.id);
    return { reservationId: reservation.id, status };
  });
}
