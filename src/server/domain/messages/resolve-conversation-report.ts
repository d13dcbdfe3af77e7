import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversationReports } from '../../db/schema';
import { parseReason } from '../admin/account-target';
import { recordAdminAction } from '../admin/audit-log';
import { suspendUser } from '../admin/suspend-user';
import { requireRole } from '../auth/require-role';
import { DomainError, NotFoundError } from '../errors';
import { isUuid } from '../ids';

/**
 * Closes an open conversation report (ADMIN, ADMINV): `dismiss` leaves the sender as they are;
 * `suspend` suspends the reported sender through suspendUser (sessions end, they are mailed)
 * and then closes the report. Each step is in the audit log with its reason.
 */
export async function resolveConversationReport(
  ctx: RequestContext,
  input: { reportId: string; decision: 'dismiss' | 'suspend'; reason: string },
): Promise<{ reportId: string; status: 'dismissed' | 'sender_suspended' }> {
  const admin = requireRole(ctx, ['ADMINV'], 'resolve reported conversations');
  const reason = parseReason(input.reason);
  if (!isUuid(input.reportId)) throw new NotFoundError('Report');
  const [report] = await ctx.db
    .select()
    .from(conversationReports)
    .where(eq(conversationReports.id, input.reportId));
  if (!report) throw new NotFoundError('Report');
  if (report.status !== 'open') {
    throw new DomainError('CONFLICT', 'Report closed', { form: 'reportClosed' });
  }
  if (input.decision === 'suspend') {
    await suspendUser(ctx, { userId: report.reportedUserId, reason });
  }
  const status = input.decision === 'suspend' ? 'sender_suspended' : 'dismissed';
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(conversationReports)
      .set({ status, resolvedAt: now, updatedAt: now })
      .where(and(eq(conversationReports.id, report.id), eq(conversationReports.status, 'open')))
      .returning({ id: conversationReports.id });
    if (!closed) throw new DomainError('CONFLICT', 'Report closed', { form: 'reportClosed' });
    await recordAdminAction(
      tx,
      admin,
      {
        action: `conversationReport.${input.decision}`,
        targetType: 'conversationReport',
        targetId: report.id,
        reason,
        before: { status: 'open' },
        after: { status, reportedUserId: report.reportedUserId },
      },
      now,
    );
  });
  return { reportId: report.id, status };
}
