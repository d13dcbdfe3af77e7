import { and, desc, eq } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { conversationReportSchema } from '@/validation/messages';
import type { RequestContext } from '../../context';
import { conversationMessages, conversationReports } from '../../db/schema';
import { DomainError, ValidationError } from '../errors';
import { counterpartId, getParticipationOrThrow } from './conversation-access';

/**
 * Reports a conversation to the admins with a reason and the reporter's words. The report
 * names the other side's latest message, so the admins see that message and those around it,
 * and nothing else of the conversation. One open report per reporter and conversation.
 */
export async function reportConversation(
  ctx: RequestContext,
  input: { conversationId: string; reason: string; details: string },
): Promise<{ reportId: string }> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  const parsed = conversationReportSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const reportedUserId = counterpartId(participation);
  return ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, participation.conversationId),
          eq(conversationMessages.senderId, reportedUserId),
        ),
      )
      .orderBy(desc(conversationMessages.createdAt))
      .limit(1);
    if (!message) {
      throw new DomainError('CONFLICT', 'Nothing to report', { form: 'reportNothingYet' });
    }
    const [open] = await tx
      .select({ id: conversationReports.id })
      .from(conversationReports)
      .where(
        and(
          eq(conversationReports.conversationId, participation.conversationId),
          eq(conversationReports.reporterId, participation.viewer.id),
          eq(conversationReports.status, 'open'),
        ),
      );
    if (open) throw new DomainError('CONFLICT', 'Already reported', { form: 'reportAlreadyOpen' });
    const now = ctx.now();
    const [report] = await tx
      .insert(conversationReports)
      .values({
        conversationId: participation.conversationId,
        reporterId: participation.viewer.id,
        reportedUserId,
        messageId: message.id,
        reason: parsed.data.reason,
        details: parsed.data.details,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: conversationReports.id });
    return { reportId: report!.id };
  });
}
