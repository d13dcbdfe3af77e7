import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { fieldErrors } from '@/validation/field-errors';
import { listingReportSchema } from '@/validation/reports';
import { kennels, moderationReports, reviews } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { DomainError, NotFoundError, ValidationError } from '../errors';
import { openCase } from './open-case';

export type ReportableTarget = 'kennel' | 'review';

const TARGET_NAMES = { kennel: 'Kennel', review: 'Review' } as const;

/** Whether the target is on the public site: a kennel not hidden, a published review. */
async function isPublicTarget(db: Executor, targetType: ReportableTarget, id: string) {
  const rows =
    targetType === 'kennel'
      ? await db
          .select({ id: kennels.id })
          .from(kennels)
          .where(and(eq(kennels.id, id), isNull(kennels.hiddenAt)))
      : await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.status, 'published')));
  return rows.length > 0;
}

/**
 * Records a visitor's report of a kennel or a review and puts it in the moderation queue.
 * Anyone may report, signed in or not; each account (or given e-mail address) has one open
 * report per target, which the database enforces: a second answers CONFLICT `reportDuplicate`.
 */
export async function reportTarget(
  ctx: RequestContext,
  input: {
    targetType: ReportableTarget;
    targetId: string;
    reason: string;
    text: string;
    email?: string | null;
  },
): Promise<{ id: string; caseId: string }> {
  const parsed = listingReportSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const { targetType, targetId } = input;
  const notFound = new NotFoundError(TARGET_NAMES[targetType] ?? 'Target');
  if (!(targetType in TARGET_NAMES) || !z.uuid().safeParse(targetId).success) throw notFound;
  if (!(await isPublicTarget(ctx.db, targetType, targetId))) throw notFound;

  const reporterId = ctx.viewer?.id ?? null;
  const { reason, text, email } = parsed.data;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { id: caseId } = await openCase(
      tx,
      { targetType, targetId },
      { source: 'report', reason },
      now,
    );
    // No target: either partial unique index (by account, by e-mail) turns the insert into nothing.
    const [row] = await tx
      .insert(moderationReports)
      .values({
        caseId,
        targetType,
        targetId,
        reporterId,
        reporterEmail: reporterId ? null : (email ?? null),
        locale: ctx.locale,
        reason,
        text,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: moderationReports.id });
    if (!row) {
      // Thrown inside the transaction, so the case is not counted twice either.
      throw new DomainError('CONFLICT', 'Already reported by this person', {
        form: 'reportDuplicate',
      });
    }
    return { id: row.id, caseId };
  });
}
