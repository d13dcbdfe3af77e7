import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queuedEmails, TEST_PASSWORD, TEST_SECRET } from '../../../../tests/support/accounts';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, rateLimits, users } from '../../db/schema';
import { createAccountServices, type AccountServices } from './auth';
import { backoffSeconds } from './backoff-counter';
import { signIn } from './sign-in';
import { NOTICE_AFTER_FAILURES, NOTICE_EVERY_HOURS } from './sign-in-failure-notice';
import { SIGN_IN_RULES } from './sign-in-throttle';
import { signUp } from './sign-up';

let handle: DatabaseHandle;
let services: AccountServices;
let clock = Date.parse('2030-03-01T10:00:00Z');
const later = (seconds: number) => void (clock += seconds * 1000);
const from = (address: string) => new Headers({ 'x-forwarded-for': address });
const OWNER = 'owner@example.test';

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET, () => new Date(clock));
  await signUp(
    services,
    {
      name: 'Olga',
      email: OWNER,
      password: TEST_PASSWORD,
      countryCode: 'PL',
      locale: 'pl',
      acceptTerms: true,
    },
    new Headers(),
  );
});
beforeEach(async () => {
  await handle.db.delete(rateLimits);
  await handle.db.delete(jobs);
});
afterAll(() => handle.close());

async function attempt(password: string, address: string, email = OWNER): Promise<string> {
  try {
    await signIn(services, { email, password }, from(address));
    return 'OK';
  } catch (error) {
    return (error as { code: string }).code;
  }
}
/** As if `points` attempts had just been counted on the key (real ones cost a hash each). */
async function counted(key: string, points: number) {
  const expire = new Date(clock + SIGN_IN_RULES.pair.windowSeconds * 1000);
  await handle.db.insert(rateLimits).values({ key, points, expire });
}
const wrong = (address: string, email = OWNER) => attempt('a wrong guess 123', address, email);
const right = (address: string) => attempt(TEST_PASSWORD, address);

describe('backoff after the free attempts', () => {
  it.each([
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [10, 32],
    [13, 256],
    [14, 300],
    [400, 300],
  ])('after %i attempts from one address the wait is %i s', (count, seconds) => {
    expect(backoffSeconds(count, SIGN_IN_RULES.pair)).toBe(seconds);
  });
});

describe('wrong passwords never lock the owner out', () => {
  it('an attacker hammering from address A waits longer and longer; the owner on B signs in', async () => {
    const results: string[] = [];
    for (let i = 0; i < 12; i++) results.push(await wrong('10.0.0.1'));
    expect(results.filter((r) => r === 'UNAUTHENTICATED')).toHaveLength(SIGN_IN_RULES.pair.free);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(12 - SIGN_IN_RULES.pair.free);
    expect(await right('10.0.0.1')).toBe('RATE_LIMITED');
    expect(await right('10.0.0.2')).toBe('OK');

    // A's waits double: 1 s, 2 s, 4 s.
    for (const wait of [1, 2, 4]) {
      later(wait - 0.5);
      expect(await wrong('10.0.0.1')).toBe('RATE_LIMITED');
      later(0.5);
      expect(await wrong('10.0.0.1')).toBe('UNAUTHENTICATED');
    }
    expect(await right('10.0.0.2')).toBe('OK');
  });

  it('counts parallel attempts atomically, as aliases of one GraphQL request would arrive', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => wrong('10.0.2.1')));
    expect(results.filter((r) => r === 'UNAUTHENTICATED')).toHaveLength(SIGN_IN_RULES.pair.free);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(40 - SIGN_IN_RULES.pair.free);
  });

  it(`slows one address trying many accounts after ${SIGN_IN_RULES.address.free} attempts`, async () => {
    await counted('signin-address:10.0.3.1', SIGN_IN_RULES.address.free - 2);
    const results: string[] = [];
    for (let i = 0; i < 6; i++) results.push(await wrong('10.0.3.1', `nobody${i}@example.test`));
    expect(results).toEqual([
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      ...Array(4).fill('RATE_LIMITED'),
    ]);
    later(1);
    expect(await wrong('10.0.3.1', 'yet-another@example.test')).toBe('UNAUTHENTICATED');
  });

  it('under a wide attack each address gets one free try; the owner still signs in at once', async () => {
    await counted(`signin-account:${OWNER}`, SIGN_IN_RULES.account.free - 2);
    expect(await wrong('10.1.0.1')).toBe('UNAUTHENTICATED');
    expect(await wrong('10.1.0.2')).toBe('UNAUTHENTICATED');
    expect(await wrong('10.2.0.1')).toBe('UNAUTHENTICATED');
    expect(await wrong('10.2.0.1')).toBe('RATE_LIMITED');
    later(1);
    expect(await wrong('10.2.0.1')).toBe('UNAUTHENTICATED');
    expect(await right('10.2.0.2')).toBe('OK');
  });

  it('a correct password clears the count for that address', async () => {
    for (let i = 0; i < SIGN_IN_RULES.pair.free - 1; i++) await wrong('10.0.4.1');
    expect(await right('10.0.4.1')).toBe('OK');
    for (let i = 0; i < SIGN_IN_RULES.pair.free; i++) {
      expect(await wrong('10.0.4.1')).toBe('UNAUTHENTICATED');
    }
  });
});

describe('the owner hears about many wrong passwords', () => {
  it(`mails once after ${NOTICE_AFTER_FAILURES} failures, in the owner's language, then not for ${NOTICE_EVERY_HOURS} hours`, async () => {
    await counted(`signin-account:${OWNER}`, NOTICE_AFTER_FAILURES - 3);
    for (let i = 0; i < 2; i++) await wrong(`10.3.0.${i}`);
    expect(await queuedEmails(handle.db, OWNER)).toHaveLength(0);
    await wrong('10.3.1.1');
    const [notice, ...more] = await queuedEmails(handle.db, OWNER);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ kind: 'signInFailures', locale: 'pl' });
    expect(notice!.values.url).toMatch(/^http:\/\/localhost:3000\/pl\/logowanie$/);

    for (let i = 0; i < 3; i++) await wrong(`10.3.2.${i}`);
    expect(await queuedEmails(handle.db, OWNER)).toHaveLength(1);
    later(NOTICE_EVERY_HOURS * 3600 - 60);
    await handle.db.delete(rateLimits).where(eq(rateLimits.key, `signin-account:${OWNER}`));
    await counted(`signin-account:${OWNER}`, NOTICE_AFTER_FAILURES);
    await wrong('10.3.3.1');
    expect(await queuedEmails(handle.db, OWNER)).toHaveLength(1);
    later(60);
    await wrong('10.3.3.2');
    expect(await queuedEmails(handle.db, OWNER)).toHaveLength(2);
  });

  it('mails nobody for addresses without an account', async () => {
    await counted('signin-account:ghost@example.test', NOTICE_AFTER_FAILURES);
    for (let i = 0; i < 2; i++) await wrong(`10.4.0.${i}`, 'ghost@example.test');
    expect(await queuedEmails(handle.db)).toHaveLength(0);
    expect(await handle.db.select().from(users)).toHaveLength(1);
  });
});
