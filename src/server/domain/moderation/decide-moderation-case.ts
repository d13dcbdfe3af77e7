import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { moderationCases } from '../../db/schema';
import type { RequestContext } from '../../context';
import { recordAdminAction } from '../admin/audit-log';
import { DomainError, NotFoundError, ValidationError } from '../errors';
import { applyDecision } from './apply-decision';
import { findCaseTarget } from './case-target';
import { DECISIONS, MODERATION_CASE_MACHINE, type Decision } from './moderation-case-states';
import {
  GROUNDS,
  mailReportersAndClose,
  mailStatementOfReasons,
  type Ground,
} from './moderation-mail';
import { requireModerator } from './moderation-roles';

const inputSchema = z.object({
  caseId: z.uuid(),
  decision: z.enum(DECISIONS),
  ground: z.enum(GROUNDS),
  /** The facts and reasons as the statement gives them (an edit request says what to change). */
  reason: z.string().trim().min(10).max(2000),
});

export interface DecideCaseInput {
  caseId: string;
  decision: string;
  ground: string;
  reason: string;
}

function parse(input: DecideCaseInput) {
  const parsed = inputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  if (!z.uuid().safeParse(input.caseId).success) throw new NotFoundError('Case');
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    const reason = (input.reason ?? '').trim();
    errors[field] =
      field === 'reason' && reason ? (reason.length < 10 ? 'tooShort' : 'tooLong') : 'required';
  }
  throw new ValidationError(errors);
}

/**
 * Decides an open moderation case (ADMINV): keep, request an edit, hide the target, or suspend
 * the seller. In one transaction with the case locked: the target changes, the case closes
 * through its machine, the audit log keeps the reason, the person concerned is queued a
 * statement of reasons and every reporter the outcome, each in their own language.
 */
export async function decideModerationCase(
  ctx: RequestContext,
  input: DecideCaseInput,
): Promise<{
  id: string;
  decision: Decision;
  targetType: string;
  targetId: string;
  targetStatus: string;
}> {
  const admin = requireModerator(ctx, 'decide a moderation case');
  const { caseId, decision, ground, reason } = parse(input);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(moderationCases)
      .where(eq(moderationCases.id, caseId))
      .for('update');
    if (!found) throw new NotFoundError('Case');
    const state = MODERATION_CASE_MACHINE.transition(found.state, 'decide', 'admin');
    const target = await findCaseTarget(tx, found.targetType, found.targetId);
    if (!target) throw new DomainError('CONFLICT', 'The target is gone', { form: 'targetGone' });
    if (decision === 'suspend' && target.targetType === 'review') {
      throw new ValidationError({ decision: 'suspendNotForReviews' });
    }
    const now = ctx.now();
    const targetStatus = await applyDecision({ ...ctx, db: tx }, target, decision, reason);
    await tx
      .update(moderationCases)
      .set({ state, decision, decisionReason: reason, decidedAt: now, decidedBy: admin.id })
      .where(eq(moderationCases.id, caseId));
    await recordAdminAction(
      tx,
      admin,
      {
        action: `moderation.${decision}`,
        targetType: target.targetType,
        targetId: target.targetId,
        reason,
        before: { case: found.state, target: target.status },
        after: { case: state, target: targetStatus, ground, caseId },
      },
      now,
    );
    const isAutomated = found.source === 'flag' || found.flagKinds.length > 0;
    await mailStatementOfReasons(tx, target, decision, {
      reason,
      ground: ground as Ground,
      isAutomated,
    });
    await mailReportersAndClose(tx, caseId, target, decision);
    return {
      id: caseId,
      decision,
      targetType: target.targetType,
      targetId: target.targetId,
      targetStatus,
    };
  });
}
