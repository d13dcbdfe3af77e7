import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversations } from '../../db/schema';
import { getParticipationOrThrow } from './conversation-access';

/**
 * Blocks (or unblocks) the other side of a conversation for the viewer: while blocked, the
 * other side cannot write to the viewer in it. Nothing is deleted; the other side is not told.
 */
export async function setConversationBlocked(
  ctx: RequestContext,
  input: { conversationId: string; blocked: boolean },
): Promise<{ conversationId: string; isBlocked: boolean }> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  const now = ctx.now();
  const mark = input.blocked ? now : null;
  await ctx.db
    .update(conversations)
    .set({
      updatedAt: now,
      ...(participation.side === 'buyer' ? { buyerBlockedAt: mark } : { breederBlockedAt: mark }),
    })
    .where(eq(conversations.id, participation.conversationId));
  return { conversationId: participation.conversationId, isBlocked: input.blocked };
}
