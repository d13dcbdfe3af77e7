import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { listings, litterWaitlists, orders, waitlistApplications } from '../../db/schema';
import { DEPOSIT_TERMS_COLUMNS, depositTermsOf, dueDeposit } from '../waitlist/waitlist-deposit';
import type { ResponsibilityProvider } from './responsibility';

const LIMIT = 100;

/** The buyer's turn to choose a puppy of a born litter: due when their window ends. */
export const puppiesToChoose: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({
      id: waitlistApplications.id,
      closesAt: waitlistApplications.pickClosesAt,
      title: listings.title,
    })
    .from(waitlistApplications)
    .innerJoin(listings, eq(listings.id, waitlistApplications.listingId))
    .where(
      and(
        eq(waitlistApplications.buyerId, viewer.id),
        eq(waitlistApplications.pickState, 'choosing'),
        gt(waitlistApplications.pickClosesAt, ctx.now()),
      ),
    )
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'choosePuppy',
    id: `choosePuppy:${row.id}`,
    dueAt: row.closesAt,
    subject: row.title,
    href: { route: '/profile/waitlists' },
  }));
};

/**
 * Waitlist deposits an accepted buyer has yet to pay (the rules set no date: the place is kept
 * until the picks, so no deadline is shown).
 */
export const waitlistDepositsToPay: ResponsibilityProvider = async (ctx, viewer) => {
  const rows = await ctx.db
    .select({
      id: waitlistApplications.id,
      title: listings.title,
      terms: DEPOSIT_TERMS_COLUMNS,
    })
    .from(waitlistApplications)
    .innerJoin(listings, eq(listings.id, waitlistApplications.listingId))
    .leftJoin(litterWaitlists, eq(litterWaitlists.listingId, listings.id))
    .leftJoin(orders, eq(orders.id, waitlistApplications.depositOrderId))
    .where(
      and(
        eq(waitlistApplications.buyerId, viewer.id),
        eq(waitlistApplications.state, 'accepted'),
        isNull(waitlistApplications.pickState),
        or(
          isNull(orders.id),
          inArray(orders.status, ['pending', 'failed', 'cancelled', 'expired']),
        ),
      ),
    )
    .limit(LIMIT);
  return rows
    .filter((row) => dueDeposit(depositTermsOf(row.terms)))
    .map((row) => ({
      kind: 'payWaitlistDeposit',
      id: `payWaitlistDeposit:${row.id}`,
      dueAt: null,
      subject: row.title,
      href: { route: '/profile/waitlists' },
    }));
};
