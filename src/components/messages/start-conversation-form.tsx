'use client';

import { MessageForm } from './message-form';
import { conversationRequest } from './conversations-api';

interface Props {
  start: { listingId?: string; kennelId?: string; reservationId?: string };
  /** The conversation page's path with `__ID__` where its id goes. */
  conversationHref: string;
}

/** The first message to a kennel (or more, in the one conversation); opens the conversation. */
export function StartConversationForm({ start, conversationHref }: Props) {
  return (
    <MessageForm
      autoFocus
      send={async (body) => {
        const data = await conversationRequest<{ startConversation: { conversationId: string } }>(
          `mutation ($listingId: String, $kennelId: String, $reservationId: String, $body: String!) {
            startConversation(listingId: $listingId, kennelId: $kennelId,
              reservationId: $reservationId, body: $body) { conversationId }
          }`,
          { ...start, body },
        );
        window.location.assign(
          conversationHref.replace('__ID__', data.startConversation.conversationId),
        );
      }}
    />
  );
}
