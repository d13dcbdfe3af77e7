import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  TEST_SECRET,
  cookieHeaders,
  createSignedInAccount,
  queuedEmails,
  tokenOf,
  totpCode,
} from '../../../../tests/support/accounts';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { requireRole } from '../auth/require-role';
import { createAccountServices, type AccountServices } from './auth';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { changePassword } from './change-password';
import { getViewer } from './get-viewer';
import { isWeakPassword } from './password-strength';
import { REQUEST_LIMITS } from './request-limits';
import { resendVerificationEmail } from './resend-verification';
import { requestPasswordReset } from './reset-password';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { confirmTwoFactorSetup, startTwoFactorSetup, verifySignInCode } from './two-factor';
import { updateProfile } from './update-profile';

let handle: DatabaseHandle;
let services: AccountServices;

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
});
afterAll(() => handle.close());

const userRow = async (email: string) =>
  (await handle.db.select().from(users).where(eq(users.email, email)))[0];

describe('common and breached passwords', () => {
  it.each([
    ['password1234', true],
    ['123456789012', true],
    ['qwertyuiopas', true],
    ['iloveyouiloveyou', true],
    ['jelszo123456', true],
    ['correct horse battery staple', false],
    ['Buksi kutya 2024 nyáron', false],
  ])('%s is weak: %s', (password, weak) => {
    expect(isWeakPassword(password)).toBe(weak);
  });

  it('refuses a password built from the person’s own address', () => {
    expect(isWeakPassword('mariakovacs2024', ['mariakovacs@example.test'])).toBe(true);
  });

  it('refuses a common password at sign-up and creates nothing', async () => {
    await expect(
      signUp(
        services,
        {
          name: 'Eve',
          email: 'eve@example.test',
          password: 'passwordpassword',
          countryCode: 'HU',
          locale: 'en',
          acceptTerms: true,
        },
        new Headers(),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { password: 'passwordCommon' } });
    expect(await userRow('eve@example.test')).toBeUndefined();
  });
});

describe('change password', () => {
  it('checks the current password, refuses weak new ones and ends every other session', async () => {
    const laptop = await createSignedInAccount(services, 'carla@example.test');
    const phone = cookieHeaders(
      (await signIn(services, { email: laptop.email, password: TEST_PASSWORD }, new Headers()))
        .cookies,
    );
    const change = (currentPassword: string, newPassword: string) =>
      changePassword(services, { currentPassword, newPassword }, laptop.headers);

    await expect(
      change('not my password at all', 'a brand new long password'),
    ).rejects.toMatchObject({ fields: { currentPassword: 'wrongPassword' } });
    await expect(change(TEST_PASSWORD, 'password123456')).rejects.toMatchObject({
      fields: { newPassword: 'passwordCommon' },
    });
    await expect(change(TEST_PASSWORD, 'short')).rejects.toMatchObject({
      fields: { newPassword: 'passwordTooShort' },
    });

    const { cookies } = await change(TEST_PASSWORD, 'a brand new long password');
    expect(await getViewer(services.auth, phone)).toBeNull();
    expect(await getViewer(services.auth, cookieHeaders(cookies))).toMatchObject({
      email: laptop.email,
    });
    await expect(
      signIn(
        services,
        { email: laptop.email, password: 'a brand new long password' },
        new Headers(),
      ),
    ).resolves.toBeDefined();
  });

  it('needs a session', async () => {
    await expect(
      changePassword(
        services,
        { currentPassword: TEST_PASSWORD, newPassword: 'a brand new long password' },
        new Headers(),
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('change e-mail', () => {
  it('mails a link to the new address and a notice to the old; the link works once', async () => {
    const dora = await createSignedInAccount(services, 'dora@example.test');
    await expect(
      requestEmailChange(services, { newEmail: 'DORA@example.test' }, dora.headers),
    ).rejects.toMatchObject({ fields: { newEmail: 'emailSame' } });
    await expect(
      requestEmailChange(services, { newEmail: 'not an address' }, dora.headers),
    ).rejects.toMatchObject({ fields: { newEmail: 'emailInvalid' } });

    await requestEmailChange(services, { newEmail: 'Dora.New@example.test' }, dora.headers);
    const notice = (await queuedEmails(handle.db, 'dora@example.test')).find(
      (mail) => mail.kind === 'emailChangedNotice',
    );
    expect(notice).toMatchObject({
      kind: 'emailChangedNotice',
      values: { email: 'dora.new@example.test' },
    });
    const [confirm] = await queuedEmails(handle.db, 'dora.new@example.test');
    expect(confirm).toMatchObject({ kind: 'confirmNewEmail', locale: 'en' });
    expect(confirm!.values.url).toMatch(/\/en\/change-email\?token=/);
    expect((await userRow('dora@example.test'))?.email).toBe('dora@example.test');

    expect(await confirmEmailChange(services, 'forged.token.value')).toBe(false);
    expect(await confirmEmailChange(services, tokenOf(confirm))).toBe(true);
    expect(await userRow('dora@example.test')).toBeUndefined();
    expect(await userRow('dora.new@example.test')).toMatchObject({ emailVerified: true });
    expect(await confirmEmailChange(services, tokenOf(confirm))).toBe(false);
  });

  it('gives the same answer for an address someone else has, and sends it nothing', async () => {
    const ede = await createSignedInAccount(services, 'ede@example.test');
    await createSignedInAccount(services, 'taken@example.test');
    await requestEmailChange(services, { newEmail: 'taken@example.test' }, ede.headers);
    expect(
      (await queuedEmails(handle.db, 'taken@example.test')).filter(
        (mail) => mail.kind === 'confirmNewEmail',
      ),
    ).toEqual([]);
  });
});

describe('profile', () => {
  it('saves the own details after checking them, and nobody else’s', async () => {
    const fero = await createSignedInAccount(services, 'fero@example.test');
    const viewer = await getViewer(services.auth, fero.headers);
    const ctx = createTestContext(handle, { viewer });
    await expect(
      updateProfile(ctx, { name: '', countryCode: 'SK', phone: '+421 1', locale: 'cs' }),
    ).rejects.toMatchObject({ fields: { name: 'required', phone: 'phoneInvalid' } });
    expect(await userRow(fero.email)).toMatchObject({ name: 'fero', countryCode: 'HU' });

    const saved = await updateProfile(ctx, {
      name: 'Fero Novák',
      countryCode: 'SK',
      phone: '+421 905 123 456',
      locale: 'cs',
    });
    expect(saved).toMatchObject({ id: fero.id, name: 'Fero Novák', locale: 'cs' });
    await expect(
      updateProfile(createTestContext(handle), {
        name: 'x',
        countryCode: 'SK',
        locale: 'cs',
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('confirmation mail again', () => {
  it('is sent to unconfirmed accounts, at most 3 times an hour', async () => {
    const gabi = await createSignedInAccount(services, 'gabi@example.test');
    await handle.db.update(users).set({ emailVerified: false }).where(eq(users.id, gabi.id));
    const before = (await queuedEmails(handle.db, gabi.email)).length;
    for (let i = 0; i < 3; i++) await resendVerificationEmail(services, gabi.headers);
    expect((await queuedEmails(handle.db, gabi.email)).length).toBe(before + 3);
    await expect(resendVerificationEmail(services, gabi.headers)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});

describe('second factor', () => {
  it('is required before an admin role may act', async () => {
    const admin = await createSignedInAccount(services, 'no2fa@example.test', 'ADMIN', {
      secondFactor: false,
    });
    const ctx = createTestContext(handle, {
      viewer: await getViewer(services.auth, admin.headers),
    });
    expect(() => requireRole(ctx, ['ADMIN'], 'anything')).toThrow(
      expect.objectContaining({ fields: { form: 'secondFactorRequired' } }),
    );
    await expect(
      startTwoFactorSetup(services, { password: 'not the password' }, admin.headers),
    ).rejects.toMatchObject({ fields: { password: 'wrongPassword' } });
  });

  it('turns on with a code, ends older sessions, and is asked at every sign-in', async () => {
    const hana = await createSignedInAccount(services, 'hana@example.test', 'ADMINV', {
      secondFactor: false,
    });
    const older = cookieHeaders(
      (await signIn(services, { email: hana.email, password: TEST_PASSWORD }, new Headers()))
        .cookies,
    );
    const { totpUri } = await startTwoFactorSetup(
      services,
      { password: TEST_PASSWORD },
      hana.headers,
    );
    const wrong = String((Number(totpCode(totpUri)) + 1) % 1_000_000).padStart(6, '0');
    await expect(
      confirmTwoFactorSetup(services, { code: wrong }, hana.headers),
    ).rejects.toMatchObject({ fields: { code: 'codeWrong' } });
    const turnedOn = await confirmTwoFactorSetup(
      services,
      { code: totpCode(totpUri) },
      hana.headers,
    );
    expect(await getViewer(services.auth, cookieHeaders(turnedOn.cookies))).toMatchObject({
      twoFactorEnabled: true,
    });
    expect(await getViewer(services.auth, older)).toBeNull();
    const enabled = { email: hana.email, totpUri };

    const attempt = await signIn(
      services,
      { email: enabled.email, password: TEST_PASSWORD },
      new Headers(),
    );
    expect(attempt.needsSecondFactor).toBe(true);
    const challenge = cookieHeaders(attempt.cookies);
    expect(await getViewer(services.auth, challenge)).toBeNull();
    await expect(verifySignInCode(services, { code: '000000' }, challenge)).rejects.toMatchObject({
      fields: { code: 'codeWrong' },
    });
    await expect(verifySignInCode(services, { code: '12' }, challenge)).rejects.toMatchObject({
      fields: { code: 'codeInvalid' },
    });
    const { cookies } = await verifySignInCode(
      services,
      { code: totpCode(enabled.totpUri!) },
      challenge,
    );
    expect(await getViewer(services.auth, cookieHeaders(cookies))).toMatchObject({
      role: 'ADMINV',
      twoFactorEnabled: true,
    });
  });
});

describe('request limits', () => {
  it('limits sign-ups per network address', async () => {
    const { perAddress } = REQUEST_LIMITS.signUp;
    const from = new Headers({ 'x-forwarded-for': '198.51.100.7' });
    const attempt = (i: number) =>
      signUp(
        services,
        {
          name: 'Bulk',
          email: `bulk-${i}@example.test`,
          password: 'a long enough test password',
          countryCode: 'HU',
          locale: 'en',
          acceptTerms: true,
        },
        from,
      );
    for (let i = 0; i < perAddress; i++) await attempt(i);
    await expect(attempt(perAddress)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await userRow(`bulk-${perAddress}@example.test`)).toBeUndefined();
  });

  it('limits reset e-mails per address typed, whether or not it has an account', async () => {
    const { perAccount } = REQUEST_LIMITS.passwordReset;
    for (let i = 0; i < perAccount; i++) {
      await requestPasswordReset(
        services,
        { email: 'whoever@example.test' },
        new Headers({ 'x-forwarded-for': `198.51.100.${i + 20}` }),
      );
    }
    await expect(
      requestPasswordReset(services, { email: 'whoever@example.test' }, new Headers()),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
