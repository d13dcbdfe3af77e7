import { aliasedTable, and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversationMessages, conversationReports, users } from '../../db/schema';
import type { Viewer } from '../../context';
import { requireRole } from '../auth/require-role';
import type { PhotoView } from '../photos/photo-view';
import { MESSAGE_PHOTOS, toMessagePhotoView } from './message-view';

/** Messages shown on each side of the reported one, so the admins see it in context. */
export const REPORT_CONTEXT_MESSAGES = 2;
const PAGE_SIZE = 20;

export interface ReportedMessage {
  id: string;
  senderName: string;
  isReported: boolean;
  body: string;
  sentAt: Date;
  photos: PhotoView[];
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

/** The ids of the reported message and the few around it, in the same conversation. */
async function reportContextIds(
  ctx: RequestContext,
  conversationId: string,
  messageId: string,
): Promise<string[]> {
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
  return [...(await before), ...(await after)].map((row) => row.id);
}

async function messagesAround(
  ctx: RequestContext,
  conversationId: string,
  messageId: string,
): Promise<ReportedMessage[]> {
  const ids = await reportContextIds(ctx, conversationId, messageId);
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: conversationMessages.id,
      senderName: users.name,
      body: conversationMessages.body,
      sentAt: conversationMessages.createdAt,
      photos: MESSAGE_PHOTOS,
    })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(inArray(conversationMessages.id, ids))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map((row) => ({
    ...row,
    photos: row.photos.map(toMessagePhotoView),
    isReported: row.id === messageId,
  }));
}

/**
 * Whether `viewer` is report staff (ADMIN, ADMINV, with their second factor) and the message is
 * one a report of its conversation shows them: the reported one or the few around it.
 */
export async function isShownInReport(
  ctx: RequestContext,
  viewer: Viewer,
  message: { conversationId: string; messageId: string },
): Promise<boolean> {
  const isStaff = (viewer.role === 'ADMIN' || viewer.role === 'ADMINV') && viewer.twoFactorEnabled;
  if (!isStaff) return false;
  const reports = await ctx.db
    .select({ messageId: conversationReports.messageId })
    .from(conversationReports)
    .where(eq(conversationReports.conversationId, message.conversationId));
  for (const report of reports) {
    if (!report.messageId) continue;
    const ids = await reportContextIds(ctx, message.conversationId, report.messageId);
    if (ids.includes(message.messageId)) return true;
  }
  return false;
}
