// Runs on PGlite too: on PGlite both servers share the in-process bus; on PostgreSQL each has
// its own LISTEN connection, as two app processes do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAccount,
  TEST_SECRET,
  type TestAccount,
} from '../../../tests/support/accounts';
import { createTestPuppy } from '../../../tests/support/buyer-factories';
import { createTestContext } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import { eventBusFor } from '../context';
import type { DatabaseHandle } from '../db/client';
import { kennels } from '../db/schema';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';
import { getViewer } from '../domain/accounts/get-viewer';
import type { ConversationActivity, EventBus } from '../events/bus';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from './server';

let handle: DatabaseHandle;
let services: AccountServices;
const buses: EventBus[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
});
afterAll(async () => {
  for (const bus of buses) await bus.close();
  await handle.close();
});

/** One app process: a GraphQL server with its own event bus. */
function appProcess() {
  const events = handle.url || !buses[0] ? eventBusFor(handle) : buses[0];
  if (!buses.includes(events)) buses.push(events);
  const yoga = createGraphQLServer({
    production: true,
    accounts: () => services,
    createContext: async (request) =>
      createTestContext(handle, {
        viewer: await getViewer(services.auth, request.headers),
        events,
      }),
  });
  const post = (
    account: TestAccount,
    query: string,
    variables: object,
    accept?: string,
    signal?: AbortSignal,
  ) =>
    yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
      method: 'POST',
      signal,
      headers: {
        ...Object.fromEntries(account.headers),
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
        ...(accept ? { accept } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
  return {
    call: async (account: TestAccount, query: string, variables: object = {}) =>
      (await (await post(account, query, variables)).json()) as {
        data?: Record<string, Record<string, unknown>>;
        errors?: { extensions?: { code?: string } }[];
      },
    /** Opens an SSE subscription; `next()` is the next event's data, `close()` leaves. */
    async subscribe(account: TestAccount, conversationId?: string) {
      const leave = new AbortController();
      const response = await post(
        account,
        `subscription($id: String) { conversationActivity(conversationId: $id) {
          kind conversationId isMine message { body isMine listingTitle } } }`,
        { id: conversationId ?? null },
        'text/event-stream',
        leave.signal,
      );
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffered = '';
      await reader.read();
      return {
        async next(timeout = 5_000): Promise<Record<string, unknown> | 'timeout'> {
          const deadline = Date.now() + timeout;
          for (;;) {
            const match = /(?:^|\n)data: (.*)\n/.exec(buffered);
            if (match) {
              buffered = buffered.slice(match.index + match[0].length);
              return JSON.parse(match[1]!) as Record<string, unknown>;
            }
            const chunk = await Promise.race([
              reader.read(),
              new Promise<'timeout'>((resolve) =>
                setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now())),
              ),
            ]);
            if (chunk === 'timeout' || chunk.done) return 'timeout';
            buffered += decoder.decode(chunk.value, { stream: true });
          }
        },
        // Leaving as a browser does (the request ends); the server lets go of its listener.
        close: () => leave.abort(),
      };
    },
  };
}

const SEND = `mutation($id: String!, $body: String!) {
  sendMessage(conversationId: $id, body: $body) { conversationId messageId } }`;
const START = `mutation($listingId: String, $body: String!) {
  startConversation(listingId: $listingId, body: $body) { conversationId } }`;

describe('conversations live through GraphQL subscriptions', () => {
  it('delivers the breeder’s answer from another process to the buyer, and to nobody else', async () => {
    const buyer = await createSignedInAccount(services, 'live-buyer@example.test');
    const breeder = await createSignedInAccount(services, 'live-breeder@example.test');
    const outsider = await createSignedInAccount(services, 'live-other@example.test');
    const [kennel] = await handle.db
      .insert(kennels)
      .values({ ownerId: breeder.id, name: 'Live Kennel', slug: 'live-kennel', countryCode: 'HU' })
      .returning();
    const { listing } = await createTestPuppy(handle, { kennelId: kennel!.id });
    const first = appProcess();
    const second = appProcess();

    const started = await first.call(buyer, START, { listingId: listing.id, body: 'Still free?' });
    const conversationId = started.data!.startConversation!.conversationId as string;

    const buyerStream = await first.subscribe(buyer, conversationId);
    const buyerHeader = await first.subscribe(buyer);
    const outsiderStream = await first.subscribe(outsider);
    const refused = await first.call(
      outsider,
      `subscription($id: String) { conversationActivity(conversationId: $id) { kind } }`,
      { id: conversationId },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    await second.call(breeder, SEND, { id: conversationId, body: 'Yes, she is!' });
    const expected = {
      conversationActivity: {
        kind: 'MESSAGE',
        conversationId,
        isMine: false,
        message: { body: 'Yes, she is!', isMine: false, listingTitle: null },
      },
    };
    expect((await buyerStream.next()) as unknown).toEqual({ data: expected });
    expect((await buyerHeader.next()) as unknown).toEqual({ data: expected });

    await second.call(
      breeder,
      'mutation($id: String!) { signalTyping(conversationId: $id) { conversationId } }',
      {
        id: conversationId,
      },
    );
    expect(await buyerStream.next()).toMatchObject({
      data: { conversationActivity: { kind: 'TYPING', isMine: false, message: null } },
    });
    expect(await outsiderStream.next(1_000)).toBe('timeout');
    await Promise.all([buyerStream.close(), buyerHeader.close(), outsiderStream.close()]);
  });

  it('carries a message on the bus when it fits, masked for its reader either way', async () => {
    const buyer = await createSignedInAccount(services, 'carry-buyer@example.test');
    const breeder = await createSignedInAccount(services, 'carry-breeder@example.test');
    const [kennel] = await handle.db
      .insert(kennels)
      .values({
        ownerId: breeder.id,
        name: 'Carry Kennel',
        slug: 'carry-kennel',
        countryCode: 'HU',
      })
      .returning();
    const { listing } = await createTestPuppy(handle, { kennelId: kennel!.id });
    const first = appProcess();
    const second = appProcess();
    const started = await first.call(buyer, START, { listingId: listing.id, body: 'Free?' });
    const conversationId = started.data!.startConversation!.conversationId as string;
    const buyerStream = await first.subscribe(buyer, conversationId);
    // What the bus itself carries, heard as the buyer's process hears it.
    const heard = new AbortController();
    const onBus = buses[0]!.subscribe('conversationActivity', heard.signal, buyer.id);
    await buses[0]!.listening();

    // Short: the message travels with the event, and the buyer still sees the phone hidden.
    await second.call(breeder, SEND, { id: conversationId, body: 'Call me on 06 30 123 4567' });
    const short = (await onBus.next()).value as ConversationActivity;
    expect(short.message).toMatchObject({
      body: 'Call me on 06 30 123 4567',
      senderId: breeder.id,
    });
    expect(await buyerStream.next()).toMatchObject({
      data: { conversationActivity: { message: { body: 'Call me on •••', isMine: false } } },
    });

    // 4,000 Cyrillic letters are 8,000 bytes, over NOTIFY's limit: the event names the message
    // and each stream reads it.
    const long = `${'щ'.repeat(3_980)} 06 30 123 4567`;
    const sent = await second.call(breeder, SEND, { id: conversationId, body: long });
    expect(sent.errors).toBeUndefined();
    const named = (await onBus.next()).value as ConversationActivity;
    expect(named.message).toBeNull();
    expect(named.messageId).toBe(sent.data!.sendMessage!.messageId);
    expect(await buyerStream.next()).toMatchObject({
      data: { conversationActivity: { message: { body: `${'щ'.repeat(3_980)} •••` } } },
    });
    heard.abort();
    buyerStream.close();
  });
});
