import { aliasedTable, and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversationMessages, conversationReports, users } from '../../db/schema';
import { requireRole } from '../auth/require-role';

/** Messages shown on each side of the reported one, so the admins see it in context. */
export const REPORT_CONTEXT_MESSAGES = 2;
const PAGE_SIZE = 20;

export interface ReportedMessage {
  id: string;
  senderName: string;
  isReported: boolean;
  body: string;
  sentAt: Date;
}

export interface ConversationReportView {
  id: string;
  reason: string;
  details: string;
  status: 'open' | 'dismissed' | 'sender_suspended';
  createdAt: Date;
  reporter: { id: string; name: string };
  reportedUser: { id: string; name: string; isSuspended: boolean };
  messages: ReportedMessage[];
}

const reporters = aliasedTable(users, 'reporters');
const reported = aliasedTable(users, 'reported');

/**
 * Reported conversations for ADMIN and ADMINV, open ones first: for each, the reported
 * message and the few around it, never the rest of the conversation.
 */
export async function findConversationReports(
  ctx: RequestContext,
  input: { status?: 'open' | 'dismissed' | 'sender_suspended' | null; page?: number } = {},
): Promise<{ items: ConversationReportView[]; total: number; pageSize: number }> {
  requireRole(ctx, ['ADMINV'], 'see reported conversations');
  const where = input.status ? eq(conversationReports.status, input.status) : undefined;
  const page = Math.max(1, input.page ?? 1);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: conversationReports.id,
        conversationId: conversationReports.conversationId,
        messageId: conversationReports.messageId,
        reason: conversationReports.reason,
        details: conversationReports.details,
        status: conversationReports.status,
        createdAt: conversationReports.createdAt,
        reporterId: reporters.id,
        reporterName: reporters.name,
        reportedId: reported.id,
        reportedName: reported.name,
        reportedSuspendedAt: reported.suspendedAt,
      })
      .from(conversationReports)
      .innerJoin(reporters, eq(reporters.id, conversationReports.reporterId))
      .innerJoin(reported, eq(reported.id, conversationReports.reportedUserId))
      .where(where)
      .orderBy(
        sql`${conversationReports.status} = 'open' DESC`,
        desc(conversationReports.createdAt),
      )
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationReports)
      .where(where),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: row.createdAt,
      reporter: { id: row.reporterId, name: row.reporterName },
      reportedUser: {
        id: row.reportedId,
        name: row.reportedName,
        isSuspended: row.reportedSuspendedAt !== null,
      },
      messages: row.messageId ? await messagesAround(ctx, row.conversationId, row.messageId) : [],
    })),
  );
  return { items, total: counted?.n ?? 0, pageSize: PAGE_SIZE };
}

async function messagesAround(
  ctx: RequestContext,
  conversationId: string,
  messageId: string,
): Promise<ReportedMessage[]> {
  const [target] = await ctx.db
    .select({ createdAt: conversationMessages.createdAt })
    .from(conversationMessages)
    .where(eq(conversationMessages.id, messageId));
  if (!target) return [];
  const inConversation = eq(conversationMessages.conversationId, conversationId);
  const before = ctx.db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(and(inConversation, lte(conversationMessages.createdAt, target.createdAt)))
    .orderBy(desc(conversationMessages.createdAt))
    .limit(REPORT_CONTEXT_MESSAGES + 1);
  const after = ctx.db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(and(inConversation, gte(conversationMessages.createdAt, target.createdAt)))
    .orderBy(asc(conversationMessages.createdAt))
    .limit(REPORT_CONTEXT_MESSAGES + 1);
  const ids = [...(await before), ...(await after)].map((row) => row.id);
  const rows = await ctx.db
    .select({
      id: conversationMessages.id,
      senderName: users.name,
      body: conversationMessages.body,
      sentAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(inArray(conversationMessages.id, ids))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map((row) => ({ ...row, isReported: row.id === messageId }));
}
