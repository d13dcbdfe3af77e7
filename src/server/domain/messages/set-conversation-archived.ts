import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { conversations } from '../../db/schema';
import { getParticipationOrThrow } from './conversation-access';

/**
 * Archives (or brings back) a conversation for the viewer's side only; the other side keeps
 * it, nothing is deleted, and a new message brings it back for its recipient.
 */
export async function setConversationArchived(
  ctx: RequestContext,
  input: { conversationId: string; archived: boolean },
): Promise<{ conversationId: string; isArchived: boolean }> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  const mark = input.archived ? ctx.now() : null;
  await ctx.db
    .update(conversations)
    .set(participation.side === 'buyer' ? { buyerArchivedAt: mark } : { breederArchivedAt: mark })
    .where(eq(conversations.id, participation.conversationId));
  return { conversationId: participation.conversationId, isArchived: input.archived };
}
