import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { listingReports, moderationCases, moderationReports, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../errors';
import { findCaseTarget } from './case-target';
import { selectCasesWithLabels } from './list-moderation-queue';
import { decisionDueAt, requireModerator } from './moderation-roles';
import type { ModerationTargetType } from './open-case';

/** The visitors' reports of a target, newest first (ads keep theirs in `listing_reports`). */
function selectReports(db: Executor, targetType: ModerationTargetType, targetId: string) {
  if (targetType === 'listing') {
    const r = listingReports;
    return db
      .select({
        id: r.id,
        reason: r.reason,
        text: r.text,
        createdAt: r.createdAt,
        caseId: r.caseId,
        reporterId: r.reporterId,
      })
      .from(r)
      .where(eq(r.listingId, targetId))
      .orderBy(desc(r.createdAt))
      .limit(100);
  }
  const r = moderationReports;
  return db
    .select({
      id: r.id,
      reason: r.reason,
      text: r.text,
      createdAt: r.createdAt,
      caseId: r.caseId,
      reporterId: r.reporterId,
    })
    .from(r)
    .where(and(eq(r.targetType, targetType), eq(r.targetId, targetId)))
    .orderBy(desc(r.createdAt))
    .limit(100);
}

/**
 * One case for ADMINV with what a decision needs: its target and the person concerned, the
 * reports, and the target's earlier cases and their decisions; once decided, who decided.
 */
export async function getModerationCaseOrThrow(ctx: RequestContext, input: { caseId: string }) {
  requireModerator(ctx, 'read a moderation case');
  if (!z.uuid().safeParse(input.caseId).success) throw new NotFoundError('Case');
  const [found] = await selectCasesWithLabels(ctx.db).where(eq(moderationCases.id, input.caseId));
  if (!found) throw new NotFoundError('Case');
  const [target, reports, earlier, decider] = await Promise.all([
    findCaseTarget(ctx.db, found.targetType, found.targetId),
    selectReports(ctx.db, found.targetType, found.targetId),
    ctx.db
      .select({
        id: moderationCases.id,
        openedAt: moderationCases.openedAt,
        decidedAt: moderationCases.decidedAt,
        decision: moderationCases.decision,
        decisionReason: moderationCases.decisionReason,
      })
      .from(moderationCases)
      .where(
        and(
          eq(moderationCases.targetType, found.targetType),
          eq(moderationCases.targetId, found.targetId),
          ne(moderationCases.id, found.id),
        ),
      )
      .orderBy(desc(moderationCases.openedAt))
      .limit(50),
    found.decidedBy
      ? ctx.db
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, found.decidedBy))
          .then(([row]) => row?.name ?? null)
      : null,
  ]);
  return {
    ...found,
    dueAt: decisionDueAt(found.openedAt),
    target,
    reports: reports.filter((report) => report.caseId === found.id),
    earlierReports: reports.filter((report) => report.caseId !== found.id).length,
    earlierCases: earlier,
    /** The admin who decided, by name (null while open or once their account is gone). */
    deciderName: decider,
  };
}
