import { and, eq, inArray } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { messageSchema } from '@/validation/messages';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { conversationMessages, conversations, listings } from '../../db/schema';
import { DomainError, ValidationError } from '../errors';
import { isUuid } from '../ids';
import { PUBLIC_STATUSES } from '../listings/listing-summary';
import { getParticipationOrThrow, type Participation } from './conversation-access';
import { publishConversationActivity } from './conversation-events';
import { scheduleUnreadMessageEmail } from './unread-message-email';

export interface SentMessage {
  conversationId: string;
  messageId: string;
}

/** The trimmed body, or a VALIDATION error (`required`, `tooLong`) before anything is written. */
export function parseMessageBody(body: string): string {
  const parsed = messageSchema.safeParse({ body });
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  return parsed.data.body;
}

/**
 * Adds a message to a conversation the viewer is part of; `listingId` (a public dog of the
 * conversation's kennel, else ignored) becomes its context. Sending marks the conversation read
 * for the sender and brings it back from the recipient's archive; both sides hear of it live.
 */
export async function sendMessage(
  ctx: RequestContext,
  input: { conversationId: string; body: string; listingId?: string | null },
): Promise<SentMessage> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  const body = parseMessageBody(input.body);
  const sent = await ctx.db.transaction((tx) =>
    insertMessage(tx, ctx.now(), participation, body, input.listingId ?? null),
  );
  await publishConversationActivity(ctx, participation, 'message', sent.messageId);
  return sent;
}

/** Writes the message and the conversation's marks, in the caller's transaction. */
export async function insertMessage(
  tx: Executor,
  now: Date,
  participation: Participation,
  body: string,
  listingId: string | null,
): Promise<SentMessage> {
  await refuseIfBlocked(tx, participation);
  const context = await contextListing(tx, participation.kennelId, listingId);
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: participation.conversationId,
      senderId: participation.viewer.id,
      listingId: context,
      body,
      createdAt: now,
    })
    .returning({ id: conversationMessages.id });
  const isBuyer = participation.side === 'buyer';
  await tx
    .update(conversations)
    .set({
      lastMessageAt: now,
      updatedAt: now,
      ...(context ? { listingId: context } : {}),
      ...(isBuyer
        ? { buyerReadAt: now, breederArchivedAt: null }
        : { breederReadAt: now, buyerArchivedAt: null }),
    })
    .where(eq(conversations.id, participation.conversationId));
  await scheduleUnreadMessageEmail(tx, now, {
    conversationId: participation.conversationId,
    recipientSide: isBuyer ? 'breeder' : 'buyer',
  });
  return { conversationId: participation.conversationId, messageId: message!.id };
}

/**
 * Nobody writes into a conversation either side blocked. The blocked sender is told only that
 * they cannot write there; the one who blocked is told to unblock first.
 */
async function refuseIfBlocked(tx: Executor, participation: Participation): Promise<void> {
  const [row] = await tx
    .select({
      buyerBlockedAt: conversations.buyerBlockedAt,
      breederBlockedAt: conversations.breederBlockedAt,
    })
    .from(conversations)
    .where(eq(conversations.id, participation.conversationId))
    .for('update');
  const isBuyer = participation.side === 'buyer';
  const mine = isBuyer ? row?.buyerBlockedAt : row?.breederBlockedAt;
  const theirs = isBuyer ? row?.breederBlockedAt : row?.buyerBlockedAt;
  if (theirs) {
    throw new DomainError('FORBIDDEN', 'Blocked by the recipient', { form: 'messageBlocked' });
  }
  if (mine) {
    throw new DomainError('CONFLICT', 'Recipient blocked', { form: 'messageYouBlocked' });
  }
}

async function contextListing(
  tx: Executor,
  kennelId: string,
  listingId: string | null,
): Promise<string | null> {
  if (!isUuid(listingId)) return null;
  const [row] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.kennelId, kennelId),
        inArray(listings.status, [...PUBLIC_STATUSES, 'sold', 'born']),
      ),
    );
  return row?.id ?? null;
}
