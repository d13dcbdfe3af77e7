import { isUuid } from '../ids';
import { and, eq, inArray } from 'drizzle-orm';
import { kennels, listings, orders, reservations } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { transitionListing } from '../listings/listing-states';
import { refuse, succeed, type Result } from '../result';
import { PAYMENT_WINDOW_MINUTES } from '@/validation/time-limits';
import { depositOffer } from './deposit-offer';
import { LIVE_RESERVATION_STATUSES } from './reservation-states';
import { arePicksRunning } from '../waitlist/waitlist-turns';

/** Why a dog cannot be reserved now (`Errors.<code>`). */
export const RESERVE_REFUSALS = [
  'reserveOwnDog',
  'alreadyReserved',
  'notReservable',
  'depositNotOffered',
  'waitlistPicksRunning',
] as const;
export type ReserveRefusal = (typeof RESERVE_REFUSALS)[number];

/**
 * Holds an active dog for a buyer (inside the caller's transaction, the listing row locked): a
 * reservation awaiting its deposit for PAYMENT_WINDOW_MINUTES, the dog reserved, and the card
 * order to pay.
 */
export async function startDepositReservation(
  tx: Executor,
  input: {
    listing: Pick<typeof listings.$inferSelect, 'id' | 'kind' | 'status' | 'currency'>;
    buyerId: string;
    deposit: number;
    now: Date;
  },
): Promise<{ reservationId: string; orderId: string }> {
  const { listing, buyerId, deposit, now } = input;
  const [reservation] = await tx
    .insert(reservations)
    .values({
      listingId: listing.id,
      buyerId,
      depositAmount: deposit,
      currency: listing.currency,
      expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
    })
    .returning({ id: reservations.id });
  await tx
    .update(listings)
    .set({
      status: transitionListing(listing.kind, listing.status, 'reserve', 'buyer'),
      updatedAt: now,
    })
    .where(eq(listings.id, listing.id));
  const [order] = await tx
    .insert(orders)
    .values({
      userId: buyerId,
      type: 'reservation_deposit',
      amount: deposit,
      currency: listing.currency,
      reservationId: reservation!.id,
      method: 'card',
    })
    .returning({ id: orders.id });
  return { reservationId: reservation!.id, orderId: order!.id };
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * Starts a reservation of an active dog (puppy or adult) with a deposit for a verified buyer: the
 * dog is held for PAYMENT_WINDOW_MINUTES
 * while the deposit order is paid by card. The database allows one live reservation per dog
 * (partial unique index); the buyer's own unpaid reservation is resumed, not duplicated. A dog
 * that cannot be reserved now is a refusal, not an error.
 */
export async function reserveDog(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<Result<{ reservationId: string; orderId: string }, ReserveRefusal>> {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(input.listingId)) throw new NotFoundError('Listing');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ listing: listings, ownerId: kennels.ownerId })
        .from(listings)
        .innerJoin(kennels, eq(kennels.id, listings.kennelId))
        .where(eq(listings.id, input.listingId))
        .for('update', { of: listings });
      if (!row || !['active', 'reserved'].includes(row.listing.status)) {
        throw new NotFoundError('Listing');
      }
      const { listing } = row;
      if (row.ownerId === viewer.id) {
        return refuse('reserveOwnDog');
      }
      const [live] = await tx
        .select({ id: reservations.id, buyerId: reservations.buyerId, status: reservations.status })
        .from(reservations)
        .where(
          and(
            eq(reservations.listingId, listing.id),
            inArray(reservations.status, [...LIVE_RESERVATION_STATUSES]),
          ),
        );
      if (live?.buyerId === viewer.id && live.status === 'awaiting_payment') {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.reservationId, live.id), eq(orders.status, 'pending')));
        if (order) return succeed({ reservationId: live.id, orderId: order.id });
      }
      if (live || listing.status !== 'active') {
        return refuse('alreadyReserved');
      }
      // While a born litter's waitlist chooses, its puppies are theirs to pick first.
      if (listing.litterId && (await arePicksRunning(tx, listing.litterId))) {
        return refuse('waitlistPicksRunning');
      }
      const offer = depositOffer(listing);
      if (offer === null) {
        return refuse(listing.kind === 'litter' ? 'notReservable' : 'depositNotOffered');
      }
      const started = await startDepositReservation(tx, {
        listing,
        buyerId: viewer.id,
        deposit: offer.amount,
        now: ctx.now(),
      });
      return succeed(started);
    });
  } catch (error) {
    // The partial unique index is the last word when two buyers get past the checks at once.
    if (isUniqueViolation(error)) return refuse('alreadyReserved');
    throw error;
  }
}
