import { and, eq, max } from 'drizzle-orm';
import { declineReasonSchema } from '@/validation/waitlist';
import { fieldErrors } from '@/validation/field-errors';
import { litterWaitlists, waitlistApplications } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, ValidationError } from '../errors';
import { refuse, succeed, type Result } from '../result';
import { lockApplicationOf } from './own-application';
import {
  WAITLIST_APPLICATION_MACHINE,
  type WaitlistApplicationState,
} from './waitlist-application-states';
import { readWaitlistSummary } from './waitlist-places';
import { tellOfWaitlist } from './waitlist-notice';

export const WAITLIST_DECISIONS = ['accept', 'decline'] as const;
export type WaitlistDecision = (typeof WAITLIST_DECISIONS)[number];

/**
 * The litter's breeder accepts an application (it gets the next place number, under the
 * litter's lock, so two accepts never share one) or declines it with an optional reason.
 * The buyer is told in the app and by e-mail in their language.
 */
export async function decideWaitlistApplication(
  ctx: RequestContext,
  input: { applicationId: string; decision: WaitlistDecision; reason?: string },
): Promise<
  Result<
    { applicationId: string; state: WaitlistApplicationState; place: number | null },
    'waitlistFull'
  >
> {
  const viewer = requireVerifiedViewer(ctx);
  const reason = declineReasonSchema.safeParse(input.reason ?? '');
  if (!reason.success) {
    throw new ValidationError({ reason: fieldErrors(reason.error).form ?? 'tooLong' });
  }
  return ctx.db.transaction(async (tx) => {
    const { application, title } = await lockApplicationOf(tx, {
      applicationId: input.applicationId,
      userId: viewer.id,
      side: 'breeder',
    });
    const state = WAITLIST_APPLICATION_MACHINE.transition(
      application.state,
      input.decision,
      'breeder',
    );
    const { listingId } = application;
    let place: number | null = null;
    if (state === 'accepted') {
      await tx
        .select({ id: litterWaitlists.listingId })
        .from(litterWaitlists)
        .where(eq(litterWaitlists.listingId, listingId))
        .for('update');
      const summary = await readWaitlistSummary(tx, listingId);
      if (summary?.picksStartedAt) {
        throw new DomainError('CONFLICT', 'The picks have started', {
          form: 'waitlistPicksStarted',
        });
      }
      if (summary?.places != null && summary.taken >= summary.places) return refuse('waitlistFull');
      const [last] = await tx
        .select({ place: max(waitlistApplications.place) })
        .from(waitlistApplications)
        .where(eq(waitlistApplications.listingId, listingId));
      place = (last?.place ?? 0) + 1;
    }
    const now = ctx.now();
    await tx
      .update(waitlistApplications)
      .set({
        state,
        place,
        declineReason: state === 'declined' ? reason.data : null,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(waitlistApplications.id, application.id)));
    await tellOfWaitlist(tx, {
      kind: state === 'accepted' ? 'waitlistAccepted' : 'waitlistDeclined',
      userId: application.buyerId,
      listingId,
      applicationId: application.id,
      title,
      link: { route: '/profile/waitlists' },
      values: { place: String(place ?? ''), reason: reason.data ?? '' },
      now,
    });
    return succeed({ applicationId: application.id, state, place });
  });
}
