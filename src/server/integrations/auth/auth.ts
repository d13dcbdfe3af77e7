import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Database } from '../../db/client';
import { authAccounts, sessions, twoFactors, users, verifications } from '../../db/schema';

/** What the auth library asks of us: how to send its e-mails (queued by the caller). */
export interface AuthMailer {
  verifyEmail(user: { email: string; name: string }, token: string): Promise<void>;
  resetPassword(user: { email: string; name: string }, token: string): Promise<void>;
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
      cookiePrefix: 'dm',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Our own limiter counts attempts per account and per address (aliases included).
    rateLimit: { enabled: false },
    plugins: [twoFactor({ issuer: 'Dog Market' })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
