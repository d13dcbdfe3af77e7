import type { RequestContext } from '../../context';
import { getParticipationOrThrow } from './conversation-access';
import { publishConversationActivity } from './conversation-events';

/** Tells the other side, live, that the viewer is typing; nothing is stored. */
export async function signalTyping(
  ctx: RequestContext,
  input: { conversationId: string },
): Promise<{ conversationId: string }> {
  const participation = await getParticipationOrThrow(ctx, input.conversationId);
  await publishConversationActivity(ctx, participation, 'typing');
  return { conversationId: participation.conversationId };
}
