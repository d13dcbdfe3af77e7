import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails, TEST_PASSWORD, TEST_SECRET } from '../../../../tests/support/accounts';
import { CSRF_HEADER, GRAPHQL_ENDPOINT, createGraphQLServer } from '../../graphql/server';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { createAccountServices, type AccountServices } from './auth';
import { signUp } from './sign-up';

let handle: DatabaseHandle;
let services: AccountServices;
const REGISTERED = Array.from({ length: 5 }, (_, i) => `taken${i}@example.test`);
const form = (email: string) => ({
  name: 'Jana',
  email,
  password: TEST_PASSWORD,
  countryCode: 'CZ',
  locale: 'cs' as const,
  acceptTerms: true,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  // The request limits count both paths alike; here they would only stop the measurement.
  services = {
    ...createAccountServices(handle.db, TEST_SECRET),
    limits: { consume: async () => undefined },
  };
  for (const email of REGISTERED) await signUp(services, form(email), new Headers());
});
afterAll(() => handle.close());

describe('sign-up does not tell who is registered', () => {
  it('answers a new and a registered address with the same status, body and cookies', async () => {
    const yoga = createGraphQLServer({
      production: true,
      accounts: () => services,
      createContext: async () => createTestContext(handle),
    });
    const post = async (email: string) => {
      const response = await yoga.fetch(`http://localhost${GRAPHQL_ENDPOINT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({
          query: 'mutation ($input: SignUpInput!) { signUp(input: $input) }',
          variables: { input: { ...form(email), locale: 'CS' } },
        }),
      });
      return {
        status: response.status,
        body: await response.text(),
        cookies: response.headers.getSetCookie(),
      };
    };
    const fresh = await post('newcomer@example.test');
    expect(fresh).toEqual({ status: 200, body: '{"data":{"signUp":true}}', cookies: [] });
    expect(await post(REGISTERED[0]!)).toEqual(fresh);

    expect(await queuedEmails(handle.db, 'newcomer@example.test')).toMatchObject([
      { kind: 'verifyEmail', locale: 'cs' },
    ]);
    const [, notice] = await queuedEmails(handle.db, REGISTERED[0]);
    expect(notice).toMatchObject({ kind: 'signUpAttempt', locale: 'cs' });
    expect(notice!.values).toMatchObject({
      url: 'http://localhost:3000/cs/prihlaseni',
      resetUrl: 'http://localhost:3000/cs/zapomenute-heslo',
    });
  });

  it('takes as long for a registered address as for a new one (median within 25 %)', async () => {
    const timings = { fresh: [] as number[], registered: [] as number[] };
    const time = async (list: number[], email: string) => {
      const start = performance.now();
      await signUp(services, form(email), new Headers());
      list.push(performance.now() - start);
    };
    // Interleaved, so a busy machine slows both alike.
    for (let i = 0; i < 50; i++) {
      await time(timings.fresh, `fresh${i}@example.test`);
      await time(timings.registered, REGISTERED[i % REGISTERED.length]!);
    }
    const at = (list: number[], share: number) =>
      [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * share))]!;
    const fresh = { median: at(timings.fresh, 0.5), p95: at(timings.fresh, 0.95) };
    const registered = { median: at(timings.registered, 0.5), p95: at(timings.registered, 0.95) };
    console.info(
      `sign-up ms, 50 each: new median ${fresh.median.toFixed(1)} p95 ${fresh.p95.toFixed(1)}; ` +
        `registered median ${registered.median.toFixed(1)} p95 ${registered.p95.toFixed(1)}`,
    );
    const gap = Math.abs(fresh.median - registered.median);
    expect(gap / Math.max(fresh.median, registered.median)).toBeLessThan(0.25);
  }, 300_000);
});
