import { EventEmitter } from 'node:events';
import pg from 'pg';
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
}
export type Topic = keyof EventMap;

export interface EventBus {
  publish<T extends Topic>(topic: T, payload: EventMap[T]): Promise<void>;
  subscribe<T extends Topic>(topic: T, signal?: AbortSignal): AsyncIterableIterator<EventMap[T]>;
  close(): Promise<void>;
}

const CHANNEL = 'app_events';

/** In-process bus for the embedded PGlite set-up, where there is only one app process. */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    subscribe: (topic, signal) => eventIterator(emitter, topic, { signal }),
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

  function ensureListening(): Promise<void> {
    ready ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        const { topic, payload } = JSON.parse(message.payload) as {
          topic: string;
          payload: unknown;
        };
        emitter.emit(topic, payload);
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
    subscribe: (topic, signal) =>
      eventIterator(emitter, topic, { signal, ready: ensureListening() }),
    async close() {
      emitter.removeAllListeners();
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
