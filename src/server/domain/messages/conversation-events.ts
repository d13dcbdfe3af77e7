import type { RequestContext } from '../../context';
import type { ConversationActivity } from '../../events/bus';
import { filterEvents } from '../../events/filter-events';
import { requireVerifiedViewer } from '../auth/require-role';
import { counterpartId, getParticipationOrThrow, type Participation } from './conversation-access';

/** Tells both participants' subscriptions, in every app process, what just happened. */
export async function publishConversationActivity(
  ctx: RequestContext,
  participation: Participation,
  kind: ConversationActivity['kind'],
  messageId: string | null = null,
): Promise<void> {
  await ctx.events.publish('conversationActivity', {
    kind,
    conversationId: participation.conversationId,
    actorId: participation.viewer.id,
    participantIds: [participation.viewer.id, counterpartId(participation)],
    messageId,
    at: ctx.now().toISOString(),
  });
}

/**
 * The activity of the viewer's own conversations, as it happens: every event names its
 * participants and reaches only their streams (the bus routes it by account; the filter keeps
 * that rule here too), so nobody hears a conversation they are not part of. `conversationId`
 * narrows it to one (the conversation page); without it the header counts unread ones.
 * Resolves only once this process hears the bus, so the stream opens (and the page re-reads
 * the conversation) after the last moment a message could be missed: one sent before is read,
 * one sent after is heard.
 */
export async function subscribeToConversationActivity(
  ctx: RequestContext,
  input: { conversationId?: string | null; signal?: AbortSignal } = {},
): Promise<AsyncIterableIterator<ConversationActivity>> {
  const viewer = requireVerifiedViewer(ctx);
  if (input.conversationId) await getParticipationOrThrow(ctx, input.conversationId);
  const activity = filterEvents(
    ctx.events.subscribe('conversationActivity', input.signal, viewer.id),
    (event) =>
      event.participantIds.includes(viewer.id) &&
      (!input.conversationId || event.conversationId === input.conversationId),
  );
  await ctx.events.listening();
  return activity;
}
