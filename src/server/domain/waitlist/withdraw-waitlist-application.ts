import { eq } from 'drizzle-orm';
import { waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { DomainError } from '../errors';
import { lockApplicationOf } from './own-application';
import { WAITLIST_APPLICATION_MACHINE } from './waitlist-application-states';

/**
 * The buyer leaves a litter's waitlist, before or after being accepted. An accepted place
 * keeps its number (places are never renumbered) and is free for the next accept. A paid
 * waitlist deposit then follows the breeder's refund policy, as when a buyer cancels a puppy's
 * reservation (the breeder may give it back from their waitlist page).
 */
export async function withdrawWaitlistApplication(
  ctx: RequestContext,
  input: { applicationId: string },
) {
  const viewer = requireViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    const { application } = await lockApplicationOf(tx, {
      applicationId: input.applicationId,
      userId: viewer.id,
      side: 'buyer',
    });
    if (application.pickState !== null) {
      // Once the picks began, a buyer gives up their turn instead (passWaitlistPick).
      throw new DomainError('CONFLICT', 'The picks have started', { form: 'waitlistPicksStarted' });
    }
    const state = WAITLIST_APPLICATION_MACHINE.transition(application.state, 'withdraw', 'buyer');
    const now = ctx.now();
    await tx
      .update(waitlistApplications)
      .set({ state, updatedAt: now })
      .where(eq(waitlistApplications.id, application.id));
    return { applicationId: application.id, state };
  });
}
