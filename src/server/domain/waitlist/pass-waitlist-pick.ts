import { eq } from 'drizzle-orm';
import { waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { refuse, succeed, type Result } from '../result';
import { lockApplicationOf } from './own-application';
import { WAITLIST_PICK_MACHINE } from './waitlist-pick-states';
import { advanceWaitlistPicks, lockLitterWaitlist } from './waitlist-turns';

/**
 * The buyer gives up their turn, while waiting for it or during it; the next place chooses. A
 * paid waitlist deposit then follows the breeder's refund policy, as when a buyer cancels a
 * puppy's reservation (the breeder may give it back from their waitlist page).
 */
export async function passWaitlistPick(
  ctx: RequestContext,
  input: { applicationId: string },
): Promise<Result<{ applicationId: string }, 'waitlistNotYourTurn'>> {
  const viewer = requireVerifiedViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    const owner = { applicationId: input.applicationId, userId: viewer.id, side: 'buyer' as const };
    const own = await lockApplicationOf(tx, { ...owner, lock: false });
    await lockLitterWaitlist(tx, own.application.listingId);
    const { application, title } = await lockApplicationOf(tx, owner);
    if (
      !application.pickState ||
      !WAITLIST_PICK_MACHINE.can(application.pickState, 'pass', 'buyer')
    ) {
      return refuse('waitlistNotYourTurn');
    }
    const now = ctx.now();
    await tx
      .update(waitlistApplications)
      .set({
        pickState: WAITLIST_PICK_MACHINE.transition(application.pickState, 'pass', 'buyer'),
        pickClosesAt: null,
        updatedAt: now,
      })
      .where(eq(waitlistApplications.id, application.id));
    await advanceWaitlistPicks(tx, {
      litterId: application.listingId,
      title,
      actor: 'system',
      now,
    });
    return succeed({ applicationId: application.id });
  });
}
