import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import {
  conversationMessages,
  conversations,
  kennels,
  messageEmailOptOuts,
  photos,
  users,
} from '../../db/schema';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import { publicName } from '../reviews/review-view';
import type { ConversationSide } from './conversation-access';
import { isContactRevealedSql } from './conversation-safety';
import { readTheirWords } from './message-view';

/** How long a message waits to be read before its recipient is e-mailed. */
export const UNREAD_EMAIL_DELAY_MS = 5 * 60_000;
/** At most one such e-mail per conversation and recipient in this time. */
export const UNREAD_EMAIL_INTERVAL_MS = 15 * 60_000;
const EXCERPT_MAX = 500;

export interface UnreadMessageJob {
  conversationId: string;
  /** The side that should read it: 'buyer' or 'breeder'. */
  recipientSide: ConversationSide;
}

/**
 * The check back on a message's recipient a few minutes later, as a job: one per conversation,
 * recipient and 15 minutes, whatever the number of messages (the key makes the others no-ops).
 * The message's own statement queues it (send-message.ts).
 */
export function unreadMessageEmailJob(now: Date, job: UnreadMessageJob) {
  const window = Math.floor(now.getTime() / UNREAD_EMAIL_INTERVAL_MS);
  return {
    type: 'unreadMessageEmail' as const,
    payload: job,
    runAt: new Date(now.getTime() + UNREAD_EMAIL_DELAY_MS),
    uniqueKey: `unreadMessageEmail:${job.conversationId}:${job.recipientSide}:${window}`,
  };
}

/**
 * E-mails the recipient the latest message they have not read, in their language, masked as
 * the page would show it, with a link back; nothing when they have read it, turned these
 * e-mails off, were e-mailed about this conversation in the last 15 minutes, or cannot sign in.
 */
export async function sendUnreadMessageEmail(
  ctx: RequestContext,
  job: UnreadMessageJob,
): Promise<boolean> {
  const isBuyer = job.recipientSide === 'buyer';
  const readAt = isBuyer ? conversations.buyerReadAt : conversations.breederReadAt;
  const emailedAt = isBuyer ? conversations.buyerEmailedAt : conversations.breederEmailedAt;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        recipientId: isBuyer ? conversations.buyerId : kennels.ownerId,
        kennelName: kennels.name,
        readAt,
        isContactRevealed: isContactRevealedSql,
      })
      .from(conversations)
      .innerJoin(kennels, eq(kennels.id, conversations.kennelId))
      .where(eq(conversations.id, job.conversationId));
    if (!row) return false;
    const [recipient] = await tx
      .select({
        email: users.email,
        locale: users.locale,
        optedOut: messageEmailOptOuts.userId,
        suspendedAt: users.suspendedAt,
        erasedAt: users.erasedAt,
      })
      .from(users)
      .leftJoin(messageEmailOptOuts, eq(messageEmailOptOuts.userId, users.id))
      .where(eq(users.id, row.recipientId));
    if (!recipient || recipient.optedOut || recipient.suspendedAt || recipient.erasedAt) {
      return false;
    }
    const [latest] = await tx
      .select({
        body: conversationMessages.body,
        senderName: users.name,
        photoCount: sql<number>`(SELECT count(*)::int FROM ${photos} WHERE ${photos.kind} = 'message' AND ${photos.subjectId} = ${conversationMessages.id})`,
      })
      .from(conversationMessages)
      .innerJoin(users, eq(users.id, conversationMessages.senderId))
      .where(
        and(
          eq(conversationMessages.conversationId, job.conversationId),
          row.readAt ? gt(conversationMessages.createdAt, row.readAt) : undefined,
          // The recipient's own words are never "unread".
          ne(conversationMessages.senderId, row.recipientId),
        ),
      )
      .orderBy(desc(conversationMessages.createdAt))
      .limit(1);
    if (!latest) return false;
    const claimed = await tx
      .update(conversations)
      .set(isBuyer ? { buyerEmailedAt: now } : { breederEmailedAt: now })
      .where(
        and(
          eq(conversations.id, job.conversationId),
          or(isNull(emailedAt), lt(emailedAt, new Date(now.getTime() - UNREAD_EMAIL_INTERVAL_MS))),
        ),
      )
      .returning({ id: conversations.id });
    if (claimed.length === 0) return false;
    const words = readTheirWords(latest.body, Boolean(row.isContactRevealed)).body;
    // Photos are not sent by e-mail (they are private); a camera and their number stand for them.
    const photoNote = latest.photoCount > 0 ? `📷×${latest.photoCount}` : '';
    await enqueueEmailTo(
      tx,
      'unreadMessage',
      recipient,
      { route: '/profile/messages/[id]', params: { id: job.conversationId } },
      {
        sender: isBuyer ? row.kennelName : publicName(latest.senderName),
        message: [words.length > EXCERPT_MAX ? `${words.slice(0, EXCERPT_MAX)}…` : words, photoNote]
          .filter(Boolean)
          .join(' '),
      },
    );
    return true;
  });
}
