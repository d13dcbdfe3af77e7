import type { PhotoView } from '@/server/domain/photos/photo-view';

// Must match CSRF_HEADER in src/server/graphql/server.ts (client code cannot import it).
const GRAPHQL_CSRF_HEADER = 'x-graphql-yoga-csrf';
const HEADERS = { 'content-type': 'application/json', [GRAPHQL_CSRF_HEADER]: '1' };

/** A refused or failed request; `code` is the form's message key, the domain code or INTERNAL. */
export class ConversationRequestError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'ConversationRequestError';
  }
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** One GraphQL operation of the signed-in person. */
export async function conversationRequest<T>(query: string, variables: object = {}): Promise<T> {
  let answer: GraphQLAnswer<T>;
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: HEADERS,
      body: JSON.stringify({ query, variables }),
    });
    answer = (await response.json()) as GraphQLAnswer<T>;
  } catch {
    throw new ConversationRequestError('INTERNAL');
  }
  const error = answer.errors?.[0];
  if (error || !answer.data) {
    const fields = error?.extensions?.fields ?? {};
    throw new ConversationRequestError(
      fields.form ?? Object.values(fields)[0] ?? error?.extensions?.code ?? 'INTERNAL',
    );
  }
  return answer.data;
}

export interface LiveMessage {
  id: string;
  body: string;
  sentAt: string;
  isMine: boolean;
  isRead: boolean;
  listingTitle: string | null;
  /** Phone numbers or e-mail addresses in it are hidden (shown as •••). */
  hasHiddenContact: boolean;
  /** It asks for payment off the platform or links to a look-alike site. */
  scamWarning: boolean;
  /** Sent with it, served to the two participants only. */
  photos: PhotoView[];
}

/** The fields of a message this page shows, for queries and the subscription. */
export const MESSAGE_FIELDS = `id body sentAt isMine isRead listingTitle hasHiddenContact scamWarning
  photos { id position width height src srcSet avifSrcSet dominantColor isCover }`;

export interface ActivityEvent {
  kind: 'MESSAGE' | 'READ' | 'TYPING';
  conversationId: string;
  isMine: boolean;
  message: LiveMessage | null;
}

const SUBSCRIPTION = `subscription ($id: String) {
  conversationActivity(conversationId: $id) {
    kind conversationId isMine
    message { ${MESSAGE_FIELDS} }
  }
}`;

/**
 * Listens to the viewer's conversation activity over SSE until `signal` aborts, opening the
 * stream again after a pause when it ends (a deploy, a dropped connection); `onOpen` runs each
 * time it opens, so the caller can fetch what it missed.
 */
export async function listenToConversations(
  conversationId: string | null,
  onEvent: (event: ActivityEvent) => void,
  signal: AbortSignal,
  onOpen: () => void = () => undefined,
): Promise<void> {
  while (!signal.aborted) {
    try {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...HEADERS, accept: 'text/event-stream' },
        body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: conversationId } }),
        signal,
      });
      if (!response.ok || !response.body) return;
      onOpen();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          const answer = JSON.parse(data) as GraphQLAnswer<{ conversationActivity: ActivityEvent }>;
          // A refused subscription (signed out, unconfirmed) is not retried.
          if (answer.errors?.length) return;
          if (answer.data) onEvent(answer.data.conversationActivity);
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}
