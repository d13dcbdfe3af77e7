// Runs on PGlite too: the in-process bus is the one PGlite uses.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgresServer } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { createLocalEventBus, createPostgresEventBus, type EventBus } from './bus';

const payload = { currencies: ['HUF'], updatedAt: '2026-11-21T10:00:00.000Z' };

async function firstEvent(bus: EventBus, publish: () => Promise<void>) {
  const abort = new AbortController();
  const events = bus.subscribe('exchangeRatesUpdated', abort.signal);
  const next = events.next();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await publish();
  const result = await Promise.race([
    next,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no event within 5 s')), 5_000),
    ),
  ]);
  abort.abort();
  return result.value;
}

describe('in-process event bus (PGlite)', () => {
  it('delivers to every subscriber and stops at abort', async () => {
    const bus = createLocalEventBus();
    const abort = new AbortController();
    const other = bus.subscribe('exchangeRatesUpdated', abort.signal);
    const otherNext = other.next();
    expect(await firstEvent(bus, () => bus.publish('exchangeRatesUpdated', payload))).toEqual(
      payload,
    );
    expect((await otherNext).value).toEqual(payload);
    abort.abort();
    expect((await other.next()).done).toBe(true);
    await bus.close();
  });

  it('lets a subscriber that leaves while waiting go at once, not at the next event', async () => {
    const bus = createLocalEventBus();
    const events = bus.subscribe('exchangeRatesUpdated');
    const waiting = events.next();
    await events.return!();
    const outcome = await Promise.race([
      waiting,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 500)),
    ]);
    expect(outcome).toEqual({ value: undefined, done: true });
    await bus.close();
  });
});

const activity = (participantIds: string[], messageId: string) => ({
  kind: 'message' as const,
  conversationId: 'c1',
  actorId: participantIds[0]!,
  participantIds,
  messageId,
  at: '2026-11-27T10:00:00.000Z',
});

/** What a subscription keyed to `account` has heard within 300 ms of `publish`. */
async function heardBy(bus: EventBus, account: string, publish: () => Promise<void>) {
  const abort = new AbortController();
  const events = bus.subscribe('conversationActivity', abort.signal, account);
  const heard: string[] = [];
  const reading = (async () => {
    for await (const event of events) heard.push(event.messageId!);
  })();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await publish();
  await new Promise((resolve) => setTimeout(resolve, 300));
  abort.abort();
  await reading;
  return heard;
}

describe('routing a conversation’s events to its participants only', () => {
  it('wakes the streams of the accounts an event names and no others', async () => {
    const bus = createLocalEventBus();
    const publish = async () => {
      await bus.publish('conversationActivity', activity(['anna', 'bela'], 'm1'));
      await bus.publish('conversationActivity', activity(['cili', 'bela'], 'm2'));
    };
    expect(await heardBy(bus, 'anna', publish)).toEqual(['m1']);
    expect(await heardBy(bus, 'bela', publish)).toEqual(['m1', 'm2']);
    expect(await heardBy(bus, 'dora', publish)).toEqual([]);
    await bus.close();
  });
});

describe.runIf(usingPostgresServer())('PostgreSQL event bus across processes', () => {
  let handle: DatabaseHandle;
  let first: EventBus;
  let second: EventBus;

  beforeAll(async () => {
    handle = await createTestDatabase();
    // Two buses with their own connections stand for two app processes.
    first = createPostgresEventBus(handle.url!);
    second = createPostgresEventBus(handle.url!);
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await handle.close();
  });

  it('delivers an event published by one process to subscribers of another', async () => {
    expect(await firstEvent(second, () => first.publish('exchangeRatesUpdated', payload))).toEqual(
      payload,
    );
  });

  it('routes a conversation’s event to its participants in the other process', async () => {
    const publish = () => first.publish('conversationActivity', activity(['eva', 'feri'], 'm3'));
    expect(await heardBy(second, 'feri', publish)).toEqual(['m3']);
    expect(await heardBy(second, 'gabi', publish)).toEqual([]);
  });

  it('delivers to the publishing process too', async () => {
    expect(await firstEvent(first, () => first.publish('exchangeRatesUpdated', payload))).toEqual(
      payload,
    );
  });

  it('hears, once listening, an event another process publishes at once', async () => {
    // A fresh process sets its LISTEN up on its first subscription: an event sent before it is
    // in place is lost, so a stream opens only once `listening()` resolves.
    for (let round = 0; round < 5; round += 1) {
      const fresh = createPostgresEventBus(handle.url!);
      const abort = new AbortController();
      const events = fresh.subscribe('exchangeRatesUpdated', abort.signal);
      const next = events.next();
      await fresh.listening();
      await first.publish('exchangeRatesUpdated', payload);
      const heard = await Promise.race([
        next.then((result) => result.value),
        new Promise((resolve) => setTimeout(() => resolve('nothing within 2 s'), 2_000)),
      ]);
      abort.abort();
      await fresh.close();
      expect(heard).toEqual(payload);
    }
  });

  it('closes a listening connection that was still opening when the bus closed', async () => {
    // A subscription answered at once (406 to a client that takes no stream) starts the LISTEN
    // connection and leaves; the bus closing next must not leave that connection open.
    const sessions = async () => {
      const client = new pg.Client({ connectionString: handle.url! });
      await client.connect();
      const { rows } = await client.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      await client.end();
      return rows[0]!.count;
    };
    const before = await sessions();
    const fresh = createPostgresEventBus(handle.url!);
    const abort = new AbortController();
    void fresh.subscribe('exchangeRatesUpdated', abort.signal).next();
    abort.abort();
    await fresh.close();
    expect(await sessions()).toBe(before);
    await expect(fresh.listening()).rejects.toThrow(/closed/);
  });
});
