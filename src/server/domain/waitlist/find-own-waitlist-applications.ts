import { desc, eq, inArray } from 'drizzle-orm';
import { kennels, listings, litterWaitlists, orders, waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import type { WaitlistApplicationState } from './waitlist-application-states';
import { WAITLIST_APPLICATION_MACHINE } from './waitlist-application-states';
import { DEPOSIT_TERMS_COLUMNS, depositTermsOf, dueDeposit } from './waitlist-deposit';
import type { WaitlistPickState } from './waitlist-pick-states';
import { WAITLIST_PICK_MACHINE } from './waitlist-pick-states';
import { availablePuppies } from './waitlist-turns';

/** Where a waitlist deposit stands for its buyer: to pay, being paid, paid, or given back. */
export type WaitlistDepositStatus = 'due' | 'pending' | 'paid' | 'refunded';

/** A puppy the buyer whose turn it is may choose. */
export type PickablePuppy = Awaited<ReturnType<typeof availablePuppies>>[number];

/** An application as its buyer sees it, with the litter it is for. */
export interface OwnWaitlistApplication {
  id: string;
  state: WaitlistApplicationState;
  place: number | null;
  message: string;
  declineReason: string | null;
  createdAt: Date;
  canWithdraw: boolean;
  litter: { id: string; title: string; slug: string; kennelSlug: string; kennelName: string };
  /** The waitlist deposit asked of an accepted buyer, if any, with its amount. */
  deposit: { status: WaitlistDepositStatus; amount: number; currency: string } | null;
  /** The turn after the birth: null before the picks start. */
  pick: {
    state: WaitlistPickState;
    closesAt: Date | null;
    canPass: boolean;
    /** The puppies to choose from, while it is this buyer's turn. */
    puppies: PickablePuppy[];
    picked: { id: string; title: string; slug: string } | null;
  } | null;
}

const DEPOSIT_STATUS: Partial<Record<string, WaitlistDepositStatus>> = {
  pending: 'pending',
  paid: 'paid',
  refunded: 'refunded',
};

/** The viewer's waitlist applications, newest first. */
export async function findOwnWaitlistApplications(
  ctx: RequestContext,
): Promise<OwnWaitlistApplication[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db
    .select({
      application: waitlistApplications,
      litter: {
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        kennelSlug: kennels.slug,
        kennelName: kennels.name,
      },
      order: { status: orders.status, amount: orders.amount, currency: orders.currency },
      terms: DEPOSIT_TERMS_COLUMNS,
    })
    .from(waitlistApplications)
    .innerJoin(listings, eq(listings.id, waitlistApplications.listingId))
    .leftJoin(litterWaitlists, eq(litterWaitlists.listingId, listings.id))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .leftJoin(orders, eq(orders.id, waitlistApplications.depositOrderId))
    .where(eq(waitlistApplications.buyerId, viewer.id))
    .orderBy(desc(waitlistApplications.createdAt), desc(waitlistApplications.id));
  const pickedIds = rows.flatMap(({ application }) =>
    application.pickedListingId ? [application.pickedListingId] : [],
  );
  const picked = pickedIds.length
    ? await ctx.db
        .select({ id: listings.id, title: listings.title, slug: listings.slug })
        .from(listings)
        .where(inArray(listings.id, pickedIds))
    : [];
  return Promise.all(
    rows.map(async ({ application, litter, order, terms }) => {
      let deposit: OwnWaitlistApplication['deposit'] = null;
      const status = order?.status ? DEPOSIT_STATUS[order.status] : undefined;
      const due = dueDeposit(depositTermsOf(terms));
      if (order && status) {
        deposit = { status, amount: order.amount, currency: order.currency };
      } else if (application.state === 'accepted' && application.pickState === null && due) {
        deposit = { status: 'due', ...due };
      }
      const pickState = application.pickState;
      return {
        id: application.id,
        state: application.state,
        place: application.place,
        message: application.message,
        declineReason: application.declineReason,
        createdAt: application.createdAt,
        canWithdraw:
          pickState === null &&
          WAITLIST_APPLICATION_MACHINE.can(application.state, 'withdraw', 'buyer'),
        litter,
        deposit,
        pick: pickState
          ? {
              state: pickState,
              closesAt: application.pickClosesAt,
              canPass: WAITLIST_PICK_MACHINE.can(pickState, 'pass', 'buyer'),
              puppies: pickState === 'choosing' ? await availablePuppies(ctx.db, litter.id) : [],
              picked: picked.find((puppy) => puppy.id === application.pickedListingId) ?? null,
            }
          : null,
      };
    }),
  );
}
