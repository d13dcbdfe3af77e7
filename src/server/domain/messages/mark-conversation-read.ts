import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversations } from '../../db/schema';
import { getParticipationOrThrow } from './conversation-access';
import { publishConversationActivity } from './conversation-events';

/**
 * Marks the conversation read up to now for the viewer's side; the other side sees its read
 * receipts change live. Repeating it changes nothing but the time.
 */
export async function markConversationRead(
  ctx: RequestContext,
  input: { conversationId: string },
): Promise<{ conversationId: string; readAt: Date }> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  const now = ctx.now();
  await ctx.db
    .update(conversations)
    .set(participation.side === 'buyer' ? { buyerReadAt: now } : { breederReadAt: now })
    .where(eq(conversations.id, participation.conversationId));
  await publishConversationActivity(ctx, participation, 'read');
  return { conversationId: participation.conversationId, readAt: now };
}
