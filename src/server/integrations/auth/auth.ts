import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { parseSetCookieHeader } from 'better-auth/cookies';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Database } from '../../db/client';
import { authAccounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import { AUTH_COOKIE_PREFIX } from './session-cookie';

/** What the auth library asks of us: how to send its e-mails (queued by the caller). */
export interface AuthMailer {
  verifyEmail(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  resetPassword(user: { id: string; email: string; name: string }, token: string): Promise<void>;
}

export interface AuthConfig {
  db: Database;
  siteUrl: string;
  secret: string;
  mailer: AuthMailer;
}

const DAY = 60 * 60 * 24;

/**
 * better-auth on our Drizzle tables: e-mail and password (12-128 characters), e-mail
 * verification, single-use expiring reset tokens, TOTP second factor, HttpOnly SameSite
 * cookies (Secure on https). Vendor shapes stop here.
 */
export function createAuth({ db, siteUrl, secret, mailer }: AuthConfig) {
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
      },
      // The new address confirms through a link sent to it; the old one is told by the caller.
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, token }) => mailer.resetPassword(user, token),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: DAY,
      sendVerificationEmail: ({ user, token }) => mailer.verifyEmail(user, token),
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    advanced: {
      useSecureCookies: siteUrl.startsWith('https://'),
      cookiePrefix: AUTH_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Our own limiter counts attempts per account and per address (aliases included).
    rateLimit: { enabled: false },
    plugins: [twoFactor({ issuer: 'Dog Market' })],
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
