import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeaders,
  createSignedInAccount,
  queuedEmails,
  TEST_PASSWORD,
  TEST_SECRET,
  tokenOf,
  totpCode,
} from '../../../../tests/support/accounts';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { createAccountServices, type AccountServices } from './auth';
import { getViewer } from './get-viewer';
import { signIn } from './sign-in';
import { LINK_MAIL_EVERY_SECONDS, requestSignInLink, signInWithLink } from './sign-in-link';
import { SIGN_IN_RULES } from './sign-in-throttle';
import { verifySignInCode } from './two-factor';

let handle: DatabaseHandle;
let services: AccountServices;
let clock = Date.now();
const ATTACKER = new Headers({ 'x-forwarded-for': '10.66.0.1' });

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET, () => new Date(clock));
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

/** Wrong passwords from the attacker's address until it has to wait. */
async function hammer(email: string) {
  for (let i = 0; i <= SIGN_IN_RULES.pair.free; i++) {
    await outcome(signIn(services, { email, password: `guess ${i} long enough` }, ATTACKER));
  }
  expect(await outcome(signIn(services, { email, password: TEST_PASSWORD }, ATTACKER))).toBe(
    'RATE_LIMITED',
  );
}

async function linkMails(email: string) {
  return (await queuedEmails(handle.db, email)).filter((mail) => mail.kind === 'signInLink');
}

describe('a mailed sign-in link', () => {
  it('signs the owner in while their address is throttled, once, in their language', async () => {
    const owner = await createSignedInAccount(services, 'lena@example.test');
    await handle.db.update(users).set({ locale: 'de' });
    await hammer(owner.email);

    await requestSignInLink(services, { email: 'Lena@Example.test ' }, ATTACKER);
    const [mail, ...more] = await linkMails(owner.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ locale: 'de', values: { minutes: '15' } });
    expect(mail!.values.url).toMatch(/^http:\/\/localhost:3000\/de\/anmeldelink\?token=\w+$/);

    const { cookies, needsSecondFactor } = await signInWithLink(
      services,
      { token: tokenOf(mail) },
      ATTACKER,
    );
    expect(needsSecondFactor).toBe(false);
    expect(await getViewer(services.auth, cookieHeaders(cookies))).toMatchObject({
      email: owner.email,
    });
    // The link proved the owner: this address may use the password again at once.
    expect(
      await outcome(signIn(services, { email: owner.email, password: TEST_PASSWORD }, ATTACKER)),
    ).toBe('OK');

    for (const token of [tokenOf(mail), 'forged-token']) {
      await expect(signInWithLink(services, { token }, ATTACKER)).rejects.toMatchObject({
        code: 'VALIDATION',
        fields: { form: 'signInLinkInvalid' },
      });
    }
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    await expect(
      requestSignInLink(services, { email: 'nobody@example.test' }, new Headers()),
    ).resolves.toBeUndefined();
    expect(await linkMails('nobody@example.test')).toHaveLength(0);
    await expect(
      requestSignInLink(services, { email: 'not an address' }, new Headers()),
    ).rejects.toMatchObject({ fields: { email: 'emailInvalid' } });
  });

  it(`mails an account at most once in ${LINK_MAIL_EVERY_SECONDS} s, whoever asks`, async () => {
    const owner = await createSignedInAccount(services, 'milan@example.test');
    const from = (n: number) => new Headers({ 'x-forwarded-for': `10.67.0.${n}` });
    await requestSignInLink(services, { email: owner.email }, from(1));
    await requestSignInLink(services, { email: owner.email }, from(2));
    expect(await linkMails(owner.email)).toHaveLength(1);
    clock += LINK_MAIL_EVERY_SECONDS * 1000;
    await requestSignInLink(services, { email: owner.email }, from(2));
    expect(await linkMails(owner.email)).toHaveLength(2);
  });

  it('still asks an admin for the authenticator code after the link', async () => {
    const admin = await createSignedInAccount(services, 'ada@example.test', 'ADMIN');
    await hammer(admin.email);
    clock += LINK_MAIL_EVERY_SECONDS * 1000;
    await requestSignInLink(services, { email: admin.email }, ATTACKER);
    const [mail] = await linkMails(admin.email);

    const attempt = await signInWithLink(services, { token: tokenOf(mail) }, ATTACKER);
    expect(attempt.needsSecondFactor).toBe(true);
    expect(attempt.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(false);
    const challenge = cookieHeaders(attempt.cookies);
    expect(await getViewer(services.auth, challenge)).toBeNull();

    const { cookies } = await verifySignInCode(
      services,
      { code: totpCode(admin.totpUri!) },
      challenge,
    );
    expect(await getViewer(services.auth, cookieHeaders(cookies))).toMatchObject({
      email: admin.email,
      role: 'ADMIN',
    });
  });
});
