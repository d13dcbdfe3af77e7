import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversationMessages, conversations } from '../../db/schema';
import { isUuid } from '../ids';
import { getParticipationOrThrow } from './conversation-access';
import { readConversationSafety } from './conversation-safety';
import { findMessageViews, type MessageView } from './message-view';

/**
 * One message of a conversation the viewer is part of (a live update names it), else null;
 * masked as its reader may see it, so the subscription never carries hidden contact details.
 */
export async function findMessage(
  ctx: RequestContext,
  input: { conversationId: string; messageId: string },
): Promise<MessageView | null> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  if (!isUuid(input.messageId)) return null;
  const [marks] = await ctx.db
    .select({ buyerReadAt: conversations.buyerReadAt, breederReadAt: conversations.breederReadAt })
    .from(conversations)
    .where(eq(conversations.id, participation.conversationId));
  const safety = await readConversationSafety(
    ctx.db,
    participation.conversationId,
    participation.side,
  );
  const [message] = await findMessageViews(
    ctx.db,
    and(
      eq(conversationMessages.id, input.messageId),
      eq(conversationMessages.conversationId, participation.conversationId),
    )!,
    {
      viewerId: participation.viewer.id,
      counterpartReadAt: participation.side === 'buyer' ? marks!.breederReadAt : marks!.buyerReadAt,
      isContactRevealed: safety.isContactRevealed,
    },
  );
  return message ?? null;
}
