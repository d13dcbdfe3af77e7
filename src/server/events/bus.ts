import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { PhotoVariant } from '../db/schema';
import { eventIterator } from './event-iterator';

/** Topics and payloads that cross the bus; subscribers get them in every app process. */
export interface EventMap {
  exchangeRatesUpdated: { currencies: string[]; updatedAt: string };
  /** An admin changed the redirects: every process reloads its copy (redirect-sync.ts). */
  redirectsChanged: { at: string };
  /** Something happened in a conversation; only its participants' subscriptions pass it on. */
  conversationActivity: ConversationActivity;
}

export interface ConversationActivity {
  kind: 'message' | 'read' | 'typing';
  conversationId: string;
  /** Who wrote, read or typed. */
  actorId: string;
  participantIds: string[];
  messageId: string | null;
  at: string;
  /**
   * The new message itself when it fits the bus (a NOTIFY carries at most 8,000 bytes), so
   * that each open stream shows it without reading it back; else only `messageId`.
   */
  message?: CarriedMessage | null;
}

/** A photo sent with a message, as its readers' views are made from it. */
export interface MessagePhotoRow {
  id: string;
  position: number;
  width: number;
  height: number;
  variants: PhotoVariant[];
  dominantColor: string | null;
}

/** A message as it was written, with what its readers' views are made from. */
export interface CarriedMessage {
  id: string;
  conversationId: string;
  body: string;
  sentAt: string;
  senderId: string;
  listingId: string | null;
  listingTitle: string | null;
  photos: MessagePhotoRow[];
  /** Whether contact details showed in the conversation when it was sent. */
  isContactRevealed: boolean;
}
export type Topic = keyof EventMap;

/**
 * Topics whose events concern a few accounts: each event is also emitted under
 * `<topic>:<account id>` for each of them, so a subscription that names its account hears only
 * its own events instead of checking every one (thousands of open conversations, one message:
 * its participants' streams wake up, no others; npm run bench:messages).
 */
const ROUTES: { [T in Topic]?: (payload: EventMap[T]) => readonly string[] } = {
  conversationActivity: (payload) => payload.participantIds,
};

/** The emitter channel of a topic, or of its events for one account. */
const channel = (topic: Topic, key?: string) => (key ? `${topic}:${key}` : topic);

/** Emits an event under its topic and under each account it is routed to. */
function emitRouted(emitter: EventEmitter, topic: Topic, payload: unknown) {
  emitter.emit(topic, payload);
  const keys = (ROUTES[topic] as ((payload: unknown) => readonly string[]) | undefined)?.(payload);
  for (const key of new Set(keys ?? [])) emitter.emit(channel(topic, key), payload);
}

export interface EventBus {
  publish<T extends Topic>(topic: T, payload: EventMap[T]): Promise<void>;
  /** The topic's events; with `key`, only those routed to that account (see ROUTES). */
  subscribe<T extends Topic>(
    topic: T,
    signal?: AbortSignal,
    key?: string,
  ): AsyncIterableIterator<EventMap[T]>;
  /**
   * Resolves once this process hears the bus: an event published from then on reaches its
   * subscribers (on PostgreSQL, once its LISTEN is in place; an earlier NOTIFY is lost).
   */
  listening(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'app_events';

/** In-process bus for the embedded PGlite set-up, where there is only one app process. */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      emitRouted(emitter, topic, payload);
    },
    subscribe: (topic, signal, key) => eventIterator(emitter, channel(topic, key), { signal }),
    listening: () => Promise.resolve(),
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY bus: every process listens on one channel with a dedicated
 * connection, so an event published by any process reaches subscribers in all of them.
 */
export function createPostgresEventBus(url: string): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  let listener: pg.Client | null = null;
  let ready: Promise<void> | null = null;
  let closed = false;

  function ensureListening(): Promise<void> {
    if (closed) return Promise.reject(new Error('the event bus is closed'));
    ready ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        const { topic, payload } = JSON.parse(message.payload) as {
          topic: Topic;
          payload: unknown;
        };
        emitRouted(emitter, topic, payload);
      });
      client.on('error', () => {
        // A dropped listener connection is re-opened by the next subscribe.
        listener = null;
        ready = null;
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
    })();
    return ready;
  }

  return {
    async publish(topic, payload) {
      await publisher.query('SELECT pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ topic, payload }),
      ]);
    },
    subscribe: (topic, signal, key) =>
      eventIterator(emitter, channel(topic, key), { signal, ready: ensureListening() }),
    listening: ensureListening,
    async close() {
      closed = true;
      emitter.removeAllListeners();
      // A connection still opening (a subscription that was answered 406, say) is waited for and
      // ended too: left open, it would hold its database past the bus's close.
      await ready?.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
