import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { parseSetCookieHeader } from 'better-auth/cookies';
import { eq } from 'drizzle-orm';
import type { BetterAuthPlugin } from 'better-auth';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Database } from '../../db/client';
import { authAccounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import { AUTH_COOKIE_PREFIX } from './session-cookie';

/** What the auth library asks of us: how to send its e-mails (queued by the caller). */
export interface AuthMailer {
  /** `returnTo` is the path the sign-up asked to land on once confirmed (unchecked). */
  verifyEmail(
    user: { id: string; email: string; name: string },
    token: string,
    returnTo: string | null,
  ): Promise<void>;
  resetPassword(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  /** Someone signed up with an address that already has an account. */
  existingAccountSignUp(user: { id: string; email: string; name: string }): Promise<void>;
  /** A one-time sign-in link asked for an existing account. */
  signInLink(email: string, token: string): Promise<void>;
}

export interface AuthConfig {
  db: Database;
  siteUrl: string;
  secret: string;
  mailer: AuthMailer;
  /** How long a mailed sign-in link works. */
  signInLinkMinutes: number;
}

const DAY = 60 * 60 * 24;

/** The error a suspended or erased account gets instead of a session, whatever the way in. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';

async function refuseSuspended(db: Database, userId: string) {
  const [user] = await db
    .select({ suspendedAt: users.suspendedAt, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.suspendedAt || user?.erasedAt) {
    throw new APIError('FORBIDDEN', { message: ACCOUNT_SUSPENDED, code: ACCOUNT_SUSPENDED });
  }
}

/**
 * The second factor as the library asks for it after a password, also after a mailed sign-in
 * link: the library's own challenge (its after-hook) runs for the link's path too, so an
 * account with an authenticator app gets a challenge cookie instead of a session either way.
 */
function secondFactor() {
  const plugin = twoFactor({ issuer: 'Dog Market' });
  const afterSignInLink = {
    id: 'two-factor-after-sign-in-link',
    hooks: {
      after: plugin.hooks.after.map(({ handler }) => ({
        matcher: (context: { path?: string }) => context.path === '/magic-link/verify',
        handler,
      })),
    },
  } satisfies BetterAuthPlugin;
  return [plugin, afterSignInLink] as const;
}

/**
 * better-auth on our Drizzle tables: e-mail and password (12-128 characters), e-mail
 * verification, single-use expiring reset tokens and sign-in links, TOTP second factor,
 * HttpOnly SameSite cookies (Secure on https). Vendor shapes stop here.
 */
export function createAuth({ db, siteUrl, secret, mailer, signInLinkMinutes }: AuthConfig) {
  return betterAuth({
    baseURL: siteUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: authAccounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'USER' },
        countryCode: { type: 'string', required: false },
        phone: { type: 'string', required: false },
        locale: { type: 'string', required: false, defaultValue: 'en' },
        // Consent given at sign-up; written only when the account is really created.
        termsAcceptedAt: { type: 'date', required: false },
        termsVersion: { type: 'string', required: false },
        privacyVersion: { type: 'string', required: false },
      },
      // The new address confirms through a link sent to it; the old one is told by the caller.
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 12,
      // Sign-up never opens a session, so a registered address gets the very same answer
      // (the library hashes the password then too); the owner is told by e-mail instead.
      autoSignIn: false,
      onExistingUserSignUp: ({ user }) => mailer.existingAccountSignUp(user),
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, token }) => mailer.resetPassword(user, token),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: DAY,
      // Opening the confirmation signs the person in (a new account has no second factor); an
      // address confirmed before gets no session from an old link.
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, token, url }) => {
        // The library fills in "/" when sign-up gave no callbackURL: no particular page.
        const callback = new URL(url).searchParams.get('callbackURL');
        return mailer.verifyEmail(user, token, callback === '/' ? null : callback);
      },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // No way in (password, link, confirmation, second factor) opens a session for them.
    databaseHooks: {
      session: { create: { before: (session) => refuseSuspended(db, session.userId) } },
    },
    advanced: {
      useSecureCookies: siteUrl.startsWith('https://'),
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Our own limiter counts attempts per account and per address (aliases included).
    rateLimit: { enabled: false },
    plugins: [
      ...secondFactor(),
      magicLink({
        disableSignUp: true,
        storeToken: 'hashed',
        expiresIn: signInLinkMinutes * 60,
        sendMagicLink: ({ email, token }) => mailer.signInLink(email, token),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A cookie the auth library wants set, in a shape any framework can apply. */
export interface SessionCookie {
  name: string;
  value: string;
  options: {
    maxAge?: number;
    expires?: Date;
    path?: string;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
  };
}

/** Turns the library's Set-Cookie header into cookies to set (or clear, when maxAge is 0). */
export function toSessionCookies(setCookie: string | null): SessionCookie[] {
  if (!setCookie) return [];
  return [...parseSetCookieHeader(setCookie)].map(([name, attributes]) => ({
    name,
    value: attributes.value,
    options: {
      maxAge: attributes['max-age'],
      expires: attributes.expires,
      path: attributes.path ?? '/',
      httpOnly: attributes.httponly,
      secure: attributes.secure,
      sameSite: attributes.samesite,
    },
  }));
}
