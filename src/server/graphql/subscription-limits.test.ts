import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount, TEST_SECRET } from '../../../tests/support/accounts';
import { createTestContext } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';
import { getViewer } from '../domain/accounts/get-viewer';
import { createLocalEventBus } from '../events/bus';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from './server';

const SUBSCRIPTION = 'subscription { exchangeRatesUpdated { currencies updatedAt } }';
let handle: DatabaseHandle;
let services: AccountServices;
const events = createLocalEventBus();

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
});
afterAll(async () => {
  await events.close();
  await handle.close();
});

function server() {
  const yoga = createGraphQLServer({
    production: true,
    accounts: () => services,
    createContext: async (request) =>
      createTestContext(handle, {
        viewer: await getViewer(services.auth, request.headers),
        events,
      }),
    subscriptionLimits: { perAddress: 2, anonymousTotal: 3, perAccount: 3 },
  });
  /** Opens one SSE subscription as a browser does; close() leaves it. */
  return async (address: string, cookie?: string) => {
    const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query: SUBSCRIPTION }),
    });
    if (response.status !== 200) return { status: response.status, text: () => response.text() };
    // The stream starts with a comment line once the subscription is open.
    const reader = response.body!.getReader();
    await reader.read();
    return {
      status: response.status,
      text: () => Promise.reject(new Error('a stream stays open')),
      async close() {
        await reader.cancel();
        // The stream's end reaches the gate on the next turns of the event loop.
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
  };
}

describe('subscription limits', () => {
  it('refuses a third stream from one address and any past the anonymous total with 429', async () => {
    const open = server();
    const first = await open('10.1.0.1');
    const second = await open('10.1.0.1');
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open('10.1.0.1');
    expect(third.status).toBe(429);
    // One event with the error, then the end, as the GraphQL-over-SSE protocol has it.
    expect(await third.text()).toContain('"extensions":{"code":"RATE_LIMITED"}');
    const elsewhere = await open('10.1.0.2');
    expect(elsewhere.status).toBe(200);
    expect((await open('10.1.0.3')).status).toBe(429);

    // A stream that ends gives its place back.
    await first.close!();
    const again = await open('10.1.0.3');
    expect(again.status).toBe(200);
    for (const stream of [second, elsewhere, again]) await stream.close!();
  });

  it('gives a signed-in account its own places beyond its address’s', async () => {
    const open = server();
    const account = await createSignedInAccount(services, 'live-updates@example.test');
    const cookie = account.headers.get('cookie')!;
    const anonymous = [await open('10.2.0.1'), await open('10.2.0.1')];
    const signedIn = [
      await open('10.2.0.1', cookie),
      await open('10.2.0.1', cookie),
      await open('10.2.0.1', cookie),
    ];
    expect([...anonymous, ...signedIn].map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await open('10.2.0.1', cookie)).status).toBe(429);
    for (const stream of [...anonymous, ...signedIn]) await stream.close!();
  });
});
