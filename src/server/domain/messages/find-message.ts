import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import type { ConversationActivity } from '../../events/bus';
import { conversationMessages, conversations, kennels, listings } from '../../db/schema';
import { requireVerifiedViewer } from '../auth/require-role';
import { isUuid } from '../ids';
import { getParticipationOrThrow } from './conversation-access';
import { isContactRevealedSql } from './conversation-safety';
import { MESSAGE_COLUMNS, toMessageView, type MessageView } from './message-view';

/**
 * One message of a conversation the viewer is part of (a live update names it), else null;
 * masked as its reader may see it, so the subscription never carries hidden contact details.
 * Every open subscription of both participants asks this for each new message, so the
 * participation, the read marks, whether contact shows and the message come in one statement
 * (npm run bench:messages).
 */
export async function findMessage(
  ctx: RequestContext,
  input: { conversationId: string; messageId: string },
): Promise<MessageView | null> {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(input.conversationId) || !isUuid(input.messageId)) {
    await getParticipationOrThrow(ctx, input.conversationId);
    return null;
  }
  const [row] = await ctx.db
    .select({
      message: MESSAGE_COLUMNS,
      buyerId: conversations.buyerId,
      breederId: kennels.ownerId,
      buyerReadAt: conversations.buyerReadAt,
      breederReadAt: conversations.breederReadAt,
      isContactRevealed: isContactRevealedSql,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(kennels, eq(kennels.id, conversations.kennelId))
    .leftJoin(listings, eq(listings.id, conversationMessages.listingId))
    .where(
      and(
        eq(conversationMessages.id, input.messageId),
        eq(conversationMessages.conversationId, input.conversationId),
      ),
    );
  const side =
    row?.buyerId === viewer.id ? 'buyer' : row?.breederId === viewer.id ? 'breeder' : null;
  if (!row || !side) {
    // No such message: the same answer as before for someone not in the conversation.
    await getParticipationOrThrow(ctx, input.conversationId);
    return null;
  }
  return toMessageView(row.message, {
    viewerId: viewer.id,
    counterpartReadAt: side === 'buyer' ? row.breederReadAt : row.buyerReadAt,
    isContactRevealed: Boolean(row.isContactRevealed),
  });
}

/**
 * The message a live event carries, as the viewer reads it, without reading the database: the
 * event reaches only its participants (the bus routes it by account), and is checked again here.
 * An event that names its message without carrying it is read with `findMessage`.
 */
export async function findEventMessage(
  ctx: RequestContext,
  event: ConversationActivity,
): Promise<MessageView | null> {
  if (event.kind !== 'message' || !event.messageId) return null;
  if (!event.message) {
    return findMessage(ctx, { conversationId: event.conversationId, messageId: event.messageId });
  }
  const viewer = requireVerifiedViewer(ctx);
  if (!event.participantIds.includes(viewer.id)) return null;
  const { isContactRevealed, sentAt, ...row } = event.message;
  return toMessageView(
    { ...row, sentAt: new Date(sentAt) },
    // A message just sent is not yet read by the other side.
    { viewerId: viewer.id, counterpartReadAt: null, isContactRevealed },
  );
}
