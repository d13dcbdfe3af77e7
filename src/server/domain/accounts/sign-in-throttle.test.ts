import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { createAccountServices, type AccountServices } from './auth';
import { signIn } from './sign-in';
import { ACCOUNT_ATTEMPTS, ADDRESS_ATTEMPTS } from './sign-in-throttle';
import { signUp } from './sign-up';

let handle: DatabaseHandle;
let services: AccountServices;
const password = 'the right long password';
const from = (address: string) => new Headers({ 'x-forwarded-for': address });

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, 'a-test-secret-of-at-least-thirty-two-characters');
  for (const email of ['target@example.test', 'burst@example.test', 'other@example.test']) {
    await signUp(
      services,
      { name: 'T', email, password, countryCode: 'HU', locale: 'en' },
      new Headers(),
    );
  }
});
afterAll(() => handle.close());

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('brute force on sign-in', () => {
  it(`lets ${ACCOUNT_ATTEMPTS} wrong passwords through per account, then refuses even the right one`, async () => {
    const results: string[] = [];
    for (let i = 0; i < 20; i++) {
      results.push(
        await outcome(
          signIn(
            services,
            { email: 'target@example.test', password: `guess number ${i}!` },
            from(`10.0.0.${i}`),
          ),
        ),
      );
    }
    expect(results.filter((r) => r === 'UNAUTHENTICATED')).toHaveLength(ACCOUNT_ATTEMPTS);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(20 - ACCOUNT_ATTEMPTS);
    expect(
      await outcome(signIn(services, { email: 'target@example.test', password }, from('10.0.1.1'))),
    ).toBe('RATE_LIMITED');
    // Other accounts are not affected.
    expect(
      await outcome(signIn(services, { email: 'other@example.test', password }, from('10.0.1.1'))),
    ).toBe('OK');
  });

  it('counts parallel attempts atomically, as aliases of one GraphQL request would arrive', async () => {
    const burst = Array.from({ length: 40 }, (_, i) =>
      outcome(
        signIn(
          services,
          { email: 'burst@example.test', password: `parallel guess ${i}` },
          from('10.0.2.1'),
        ),
      ),
    );
    const results = await Promise.all(burst);
    expect(results.filter((r) => r === 'UNAUTHENTICATED')).toHaveLength(ACCOUNT_ATTEMPTS);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(40 - ACCOUNT_ATTEMPTS);
  });

  it(`limits one address to ${ADDRESS_ATTEMPTS} attempts across accounts`, async () => {
    await handle.db.delete(rateLimits);
    const results: string[] = [];
    for (let i = 0; i < ADDRESS_ATTEMPTS + 5; i++) {
      results.push(
        await outcome(
          signIn(
            services,
            { email: `nobody${i}@example.test`, password: 'whatever long' },
            from('10.0.3.1'),
          ),
        ),
      );
    }
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(5);
  });

  it('clears the account count after a correct password', async () => {
    await handle.db.delete(rateLimits);
    for (let i = 0; i < ACCOUNT_ATTEMPTS - 1; i++) {
      await outcome(
        signIn(
          services,
          { email: 'other@example.test', password: `wrong ${i} long` },
          from('10.0.4.1'),
        ),
      );
    }
    expect(
      await outcome(signIn(services, { email: 'other@example.test', password }, from('10.0.4.1'))),
    ).toBe('OK');
    expect(
      await outcome(
        signIn(
          services,
          { email: 'other@example.test', password: 'wrong again long' },
          from('10.0.4.1'),
        ),
      ),
    ).toBe('UNAUTHENTICATED');
  });
});
