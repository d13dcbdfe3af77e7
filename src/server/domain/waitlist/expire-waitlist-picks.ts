import { and, eq, lte } from 'drizzle-orm';
import { listings, waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { WAITLIST_PICK_MACHINE } from './waitlist-pick-states';
import { advanceWaitlistPicks, lockLitterWaitlist } from './waitlist-turns';

/**
 * The periodic look at the picks: a buyer whose window ended without a choice has passed (their
 * paid deposit follows the breeder's refund policy) and the next place's turn begins. Each
 * litter is changed under its waitlist lock, re-checked there, so processes running this at
 * once move each turn once. Returns how many turns ended.
 */
export async function expireWaitlistPicks(ctx: RequestContext): Promise<number> {
  const due = await ctx.db
    .select({ id: waitlistApplications.id, listingId: waitlistApplications.listingId })
    .from(waitlistApplications)
    .where(
      and(
        eq(waitlistApplications.pickState, 'choosing'),
        lte(waitlistApplications.pickClosesAt, ctx.now()),
      ),
    )
    .limit(200);
  let expired = 0;
  for (const { id, listingId } of due) {
    const changed = await ctx.db.transaction(async (tx) => {
      await lockLitterWaitlist(tx, listingId);
      const now = ctx.now();
      const [row] = await tx
        .select({ application: waitlistApplications, title: listings.title })
        .from(waitlistApplications)
        .innerJoin(listings, eq(listings.id, waitlistApplications.listingId))
        .where(eq(waitlistApplications.id, id))
        .for('update', { of: waitlistApplications });
      const application = row?.application;
      if (
        !row ||
        !application?.pickState ||
        !WAITLIST_PICK_MACHINE.can(application.pickState, 'expire', 'system') ||
        application.pickState !== 'choosing' ||
        !application.pickClosesAt ||
        application.pickClosesAt > now
      ) {
        return false;
      }
      await tx
        .update(waitlistApplications)
        .set({
          pickState: WAITLIST_PICK_MACHINE.transition(application.pickState, 'expire', 'system'),
          pickClosesAt: null,
          updatedAt: now,
        })
        .where(eq(waitlistApplications.id, id));
      await advanceWaitlistPicks(tx, {
        litterId: listingId,
        title: row.title,
        actor: 'system',
        now,
      });
      return true;
    });
    if (changed) expired++;
  }
  return expired;
}
