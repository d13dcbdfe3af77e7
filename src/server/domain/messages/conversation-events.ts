import type { RequestContext } from '../../context';
import type { CarriedMessage, ConversationActivity } from '../../events/bus';
import { filterEvents } from '../../events/filter-events';
import { requireVerifiedViewer } from '../auth/require-role';
import { counterpartId, getParticipationOrThrow, type Participation } from './conversation-access';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; the topic's wrapper needs room. */
export const CARRIED_EVENT_MAX_BYTES = 7_500;

/**
 * Tells both participants' subscriptions, in every app process, what just happened. A new
 * message travels with the event when it fits, so no stream reads it back; a longer one (a
 * long text in a non-Latin script, several photos) is named by its id and read by each stream.
 */
export async function publishConversationActivity(
  ctx: RequestContext,
  participation: Participation,
  kind: ConversationActivity['kind'],
  message: CarriedMessage | null = null,
): Promise<void> {
  const event: ConversationActivity = {
    kind,
    conversationId: participation.conversationId,
    actorId: participation.viewer.id,
    participantIds: [participation.viewer.id, counterpartId(participation)],
    messageId: message?.id ?? null,
    at: ctx.now().toISOString(),
    message,
  };
  const fits = Buffer.byteLength(JSON.stringify(event)) <= CARRIED_EVENT_MAX_BYTES;
  await ctx.events.publish('conversationActivity', fits ? event : { ...event, message: null });
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
