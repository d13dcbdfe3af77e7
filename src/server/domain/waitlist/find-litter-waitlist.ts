import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { env } from '@/env';
import { listings, orders, puppyBuyerProfiles, users, waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { DomainError } from '../errors';
import { getOwnedListingOrThrow } from '../listings/owned-listing';
import type { WaitlistApplicationState } from './waitlist-application-states';
import { WAITLIST_APPLICATION_MACHINE } from './waitlist-application-states';
import { readWaitlistSummary, type WaitlistSummary } from './waitlist-places';
import { readWaitlistDepositTerms, type WaitlistDepositTerms } from './waitlist-deposit';
import type { WaitlistDepositStatus } from './find-own-waitlist-applications';
import type { WaitlistPickState } from './waitlist-pick-states';
import { availablePuppies } from './waitlist-turns';

const pickedPuppies = alias(listings, 'picked_puppies');

type ProfileAnswers = Omit<typeof puppyBuyerProfiles.$inferSelect, 'userId'>;

/**
 * An application as the litter's breeder sees it: the message and the buyer profile; the
 * buyer's name, e-mail and phone only once accepted (the puppy-match privacy rule).
 */
export interface BreederWaitlistApplication {
  id: string;
  state: WaitlistApplicationState;
  place: number | null;
  message: string;
  language: string;
  createdAt: Date;
  profile: ProfileAnswers | null;
  contact: { name: string; email: string; phone: string | null } | null;
  canDecide: boolean;
  /** The waitlist deposit's order as it stands (null: none started). */
  deposit: { status: WaitlistDepositStatus; amount: number; currency: string } | null;
  /** A paid deposit of a buyer who left or passed, which the breeder may give back. */
  canRefundDeposit: boolean;
  pickState: WaitlistPickState | null;
  pickClosesAt: Date | null;
  pickedPuppy: string | null;
}

/** The breeder's own planned litter with its waitlist settings and applications (oldest first). */
export async function findLitterWaitlist(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<{
  litter: { id: string; title: string; expectedCount: number | null };
  summary: WaitlistSummary;
  depositTerms: WaitlistDepositTerms | null;
  /** Listed puppies of the born litter not yet chosen (0 before the birth). */
  puppiesAvailable: number;
  /** Hours each buyer has to choose in their turn (WAITLIST_PICK_HOURS). */
  pickHours: number;
  applications: BreederWaitlistApplication[];
}> {
  const listing = await getOwnedListingOrThrow(ctx, ctx.db, input.listingId);
  const summary = await readWaitlistSummary(ctx.db, listing.id);
  if (!summary) {
    throw new DomainError('CONFLICT', 'Only a planned litter has a waitlist', {
      form: 'waitlistNotPlanned',
    });
  }
  const rows = await ctx.db
    .select({
      application: waitlistApplications,
      profile: puppyBuyerProfiles,
      buyer: { name: users.name, email: users.email, phone: users.phone },
      order: {
        status: orders.status,
        amount: orders.amount,
        currency: orders.currency,
        reservationId: orders.reservationId,
      },
      pickedPuppy: pickedPuppies.title,
    })
    .from(waitlistApplications)
    .innerJoin(users, eq(users.id, waitlistApplications.buyerId))
    .leftJoin(orders, eq(orders.id, waitlistApplications.depositOrderId))
    .leftJoin(pickedPuppies, eq(pickedPuppies.id, waitlistApplications.pickedListingId))
    .leftJoin(puppyBuyerProfiles, eq(puppyBuyerProfiles.userId, waitlistApplications.buyerId))
    .where(eq(waitlistApplications.listingId, listing.id))
    .orderBy(asc(waitlistApplications.createdAt), asc(waitlistApplications.id));
  const [depositTerms, puppies] = await Promise.all([
    readWaitlistDepositTerms(ctx.db, listing.id),
    summary.litterStatus === 'born' ? availablePuppies(ctx.db, listing.id) : [],
  ]);
  return {
    litter: { id: listing.id, title: listing.title, expectedCount: listing.expectedCount },
    summary,
    depositTerms,
    puppiesAvailable: puppies.length,
    pickHours: env.WAITLIST_PICK_HOURS,
    applications: rows.map(({ application, profile, buyer, order, pickedPuppy }) => ({
      id: application.id,
      state: application.state,
      place: application.place,
      message: application.message,
      language: application.language,
      createdAt: application.createdAt,
      // The profile row names its account; the breeder gets the answers only.
      profile: profile ? withoutOwner(profile) : null,
      contact: application.state === 'accepted' ? buyer : null,
      canDecide:
        !summary.picksStartedAt &&
        WAITLIST_APPLICATION_MACHINE.can(application.state, 'accept', 'breeder'),
      deposit:
        order?.status === 'pending' || order?.status === 'paid' || order?.status === 'refunded'
          ? { status: order.status, amount: order.amount, currency: order.currency }
          : null,
      canRefundDeposit:
        order?.status === 'paid' &&
        !order.reservationId &&
        (application.state === 'withdrawn' || application.pickState === 'passed'),
      pickState: application.pickState,
      pickClosesAt: application.pickClosesAt,
      pickedPuppy,
    })),
  };
}

const withoutOwner = ({
  userId: _owner,
  ...answers
}: typeof puppyBuyerProfiles.$inferSelect): ProfileAnswers => answers;
