import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { authAccounts, sessions, users } from '../../db/schema';
import { createAuth, type Auth } from './auth';

let handle: DatabaseHandle;
let auth: Auth;
const sent: { kind: string; email: string; token: string }[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  auth = createAuth({
    db: handle.db,
    siteUrl: 'http://localhost:3000',
    secret: 'test-secret-that-is-long-enough-0123456789',
    signInLinkMinutes: 15,
    mailer: {
      verifyEmail: async (user, token) =>
        void sent.push({ kind: 'verify', email: user.email, token }),
      resetPassword: async (user, token) =>
        void sent.push({ kind: 'reset', email: user.email, token }),
      existingAccountSignUp: async (user) =>
        void sent.push({ kind: 'existing', email: user.email, token: '' }),
      signInLink: async (email, token) => void sent.push({ kind: 'link', email, token }),
    },
  });
});
afterAll(() => handle.close());

describe('auth library on our tables', () => {
  const email = 'anna@example.test';
  const password = 'correct horse battery staple';

  it('signs up, hashes the password and sends a verification token', async () => {
    const result = await auth.api.signUpEmail({
      body: { email, password, name: 'Anna', locale: 'hu', countryCode: 'HU' },
    });
    expect(result.user.email).toBe(email);
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      name: 'Anna',
      emailVerified: false,
      role: 'USER',
      locale: 'hu',
      countryCode: 'HU',
    });
    const [account] = await handle.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, user!.id));
    expect(account!.password).not.toContain(password);
    expect(sent.find((s) => s.kind === 'verify' && s.email === email)).toBeTruthy();
  });

  it('refuses short passwords', async () => {
    await expect(
      auth.api.signUpEmail({ body: { email: 'b@example.test', password: 'short', name: 'B' } }),
    ).rejects.toThrow();
  });

  it('verifies the e-mail with the token once', async () => {
    const { token } = sent.find((s) => s.kind === 'verify')!;
    await auth.api.verifyEmail({ query: { token } });
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(true);
  });

  it('signs in with a session cookie and reads the session back', async () => {
    const { headers } = await auth.api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    const cookie = headers.get('set-cookie')!;
    expect(cookie).toMatch(/dm\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await auth.api.getSession({
      headers: new Headers({ cookie: cookie.split(';')[0]! }),
    });
    expect(session?.user.email).toBe(email);
    // Sign-up opens no session, confirming the address opens one, and each sign-in starts a
    // new one with a new token.
    await auth.api.signInEmail({ body: { email, password } });
    const rows = await handle.db.select().from(sessions);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.token)).size).toBe(3);
  });

  it('refuses a wrong password', async () => {
    await expect(
      auth.api.signInEmail({ body: { email, password: 'wrong password 123' } }),
    ).rejects.toThrow();
  });
});
