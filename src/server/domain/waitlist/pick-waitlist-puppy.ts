import { and, eq } from 'drizzle-orm';
import { kennels, listings, orders, reservations, waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { transitionListing } from '../listings/listing-states';
import { depositOffer } from '../reservations/deposit-offer';
import { RESERVATION_MACHINE } from '../reservations/reservation-states';
import { startDepositReservation } from '../reservations/reserve-dog';
import { refuse, succeed, type Result } from '../result';
import { lockApplicationOf } from './own-application';
import { WAITLIST_PICK_MACHINE } from './waitlist-pick-states';
import { advanceWaitlistPicks, availablePuppies, lockLitterWaitlist } from './waitlist-turns';
import { tellOfWaitlist } from './waitlist-notice';

export type PickWaitlistPuppyRefusal = 'waitlistNotYourTurn' | 'waitlistPuppyTaken';

/**
 * The buyer whose turn it is chooses one of the litter's listed puppies within their window.
 * A paid waitlist deposit becomes the puppy's reservation deposit (the dog is reserved at once,
 * under the same cancellation and refund rules); without one, the puppy is held for the
 * PAYMENT_WINDOW_MINUTES of its own deposit (`orderId` to pay), or, if it takes none, the choice
 * is recorded for the breeder. The breeder is told, and the next place's turn begins.
 */
export async function pickWaitlistPuppy(
  ctx: RequestContext,
  input: { applicationId: string; puppyId: string },
): Promise<Result<{ applicationId: string; orderId: string | null }, PickWaitlistPuppyRefusal>> {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(input.puppyId)) throw new NotFoundError('Listing');
  return ctx.db.transaction(async (tx) => {
    const own = await lockApplicationOf(tx, {
      applicationId: input.applicationId,
      userId: viewer.id,
      side: 'buyer',
      lock: false,
    });
    // Lock order of every pick change: the litter's waitlist, then the application.
    await lockLitterWaitlist(tx, own.application.listingId);
    const { application, title, breederId } = await lockApplicationOf(tx, {
      applicationId: input.applicationId,
      userId: viewer.id,
      side: 'buyer',
    });
    const now = ctx.now();
    if (
      !application.pickState ||
      !WAITLIST_PICK_MACHINE.can(application.pickState, 'pick', 'buyer') ||
      !application.pickClosesAt ||
      application.pickClosesAt <= now
    ) {
      return refuse('waitlistNotYourTurn');
    }
    const available = await availablePuppies(tx, application.listingId);
    if (!available.some((puppy) => puppy.id === input.puppyId)) return refuse('waitlistPuppyTaken');
    const [puppy] = await tx
      .select({ listing: listings, kennelOwner: kennels.ownerId })
      .from(listings)
      .innerJoin(kennels, eq(kennels.id, listings.kennelId))
      .where(and(eq(listings.id, input.puppyId), eq(listings.status, 'active')))
      .for('update', { of: listings });
    if (!puppy) return refuse('waitlistPuppyTaken');
    const [deposit] = application.depositOrderId
      ? await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, application.depositOrderId), eq(orders.status, 'paid')))
          .for('update')
      : [];
    let orderId: string | null = null;
    if (deposit && deposit.currency === puppy.listing.currency) {
      const [reservation] = await tx
        .insert(reservations)
        .values({
          listingId: puppy.listing.id,
          buyerId: viewer.id,
          // Born paid: the waitlist deposit's payment is this reservation's, so it enters the
          // reservation table where a paid deposit leads.
          status: RESERVATION_MACHINE.transition(
            RESERVATION_MACHINE.initial[0]!,
            'pay',
            'provider',
          ),
          depositAmount: deposit.amount,
          currency: deposit.currency,
          expiresAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: reservations.id });
      await tx
        .update(orders)
        .set({ reservationId: reservation!.id, updatedAt: now })
        .where(eq(orders.id, deposit.id));
      await tx
        .update(listings)
        .set({
          status: transitionListing(puppy.listing.kind, puppy.listing.status, 'reserve', 'buyer'),
          updatedAt: now,
        })
        .where(eq(listings.id, puppy.listing.id));
    } else {
      const offer = depositOffer(puppy.listing);
      if (offer) {
        ({ orderId } = await startDepositReservation(tx, {
          listing: puppy.listing,
          buyerId: viewer.id,
          deposit: offer.amount,
          now,
        }));
      }
    }
    await tx
      .update(waitlistApplications)
      .set({
        pickState: WAITLIST_PICK_MACHINE.transition(application.pickState, 'pick', 'buyer'),
        pickClosesAt: null,
        pickedListingId: puppy.listing.id,
        updatedAt: now,
      })
      .where(eq(waitlistApplications.id, application.id));
    await tellOfWaitlist(tx, {
      kind: 'waitlistPicked',
      userId: breederId,
      listingId: application.listingId,
      applicationId: application.id,
      title,
      link: { route: '/my-listings/waitlist/[id]', params: { id: application.listingId } },
      values: { place: String(application.place ?? ''), puppy: puppy.listing.title },
      now,
    });
    await advanceWaitlistPicks(tx, {
      litterId: application.listingId,
      title,
      actor: 'system',
      now,
    });
    return succeed({ applicationId: application.id, orderId });
  });
}
