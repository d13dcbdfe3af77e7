import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';
import { RETURN_TO_PARAM, safeReturnPath } from '@/validation/safe-return-path';
import { getDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { createAuth, type Auth } from '../../integrations/auth/auth';
import { enqueueJob, type EmailKind } from '../jobs/enqueue-job';
import { createRequestLimits, type RequestLimits } from './request-limits';
import { SIGN_IN_LINK_MINUTES } from './sign-in-link-minutes';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

/** The secret from AUTH_SECRET, or one generated once and kept beside the embedded database. */
export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The account's language, or the default one. */
async function localeOf(
  db: Database,
  where: { id: string } | { email: string },
): Promise<{ locale: Locale; email?: string; name?: string }> {
  const [row] = await db
    .select({ locale: users.locale, email: users.email, name: users.name })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email));
  return {
    locale: isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE,
    email: row?.email,
    name: row?.name,
  };
}

/** A mailed link with its token last; `returnTo` (checked here) rides along when given. */
function linkTo(route: RouteKey, locale: Locale, token: string, returnTo?: string | null) {
  const back = safeReturnPath(returnTo);
  const query = new URLSearchParams(back ? { [RETURN_TO_PARAM]: back, token } : { token });
  return `${env.SITE_URL}${getPathname(route, {}, locale)}?${query}`;
}

/** better-auth on a database, sending its e-mails in the account's language through the job queue. */
export function createAppAuth(db: Database, secret = authSecret()): Auth {
  return createAuth({
    db,
    siteUrl: env.SITE_URL,
    secret,
    signInLinkMinutes: SIGN_IN_LINK_MINUTES,
    mailer: {
      async verifyEmail(user, token, returnTo) {
        const { locale, email } = await localeOf(db, { id: user.id });
        // A verification for an address the account does not have yet is an e-mail change.
        const isChange = email !== undefined && email !== user.email.toLowerCase();
        const values: Record<string, string> = isChange
          ? { name: user.name, email: user.email, url: linkTo('/change-email', locale, token) }
          : { name: user.name, url: linkTo('/token', locale, token, returnTo) };
        const kind: EmailKind = isChange ? 'confirmNewEmail' : 'verifyEmail';
        await enqueueJob(db, 'email', { kind, to: user.email, locale, values });
      },
      async resetPassword(user, token) {
        const { locale } = await localeOf(db, { id: user.id });
        const url = linkTo('/settings/new-password', locale, token);
        await enqueueJob(db, 'email', {
          kind: 'resetPassword',
          to: user.email,
          locale,
          values: { name: user.name, url },
        });
      },
      async existingAccountSignUp(user) {
        const { locale } = await localeOf(db, { id: user.id });
        await enqueueJob(db, 'email', {
          kind: 'signUpAttempt',
          to: user.email,
          locale,
          values: {
            name: user.name,
            url: `${env.SITE_URL}${getPathname('/sign-in', {}, locale)}`,
            resetUrl: `${env.SITE_URL}${getPathname('/forgot-password', {}, locale)}`,
          },
        });
      },
      async signInLink(email, token) {
        const { locale, name } = await localeOf(db, { email });
        if (name === undefined) return;
        await enqueueJob(db, 'email', {
          kind: 'signInLink',
          to: email,
          locale,
          values: {
            name,
            url: linkTo('/sign-in-link', locale, token),
            minutes: String(SIGN_IN_LINK_MINUTES),
          },
        });
      },
    },
  });
}

/** What the account use cases work with: the database, the auth library, limiters, a clock. */
export interface AccountServices {
  db: Database;
  auth: Auth;
  throttle: SignInThrottle;
  limits: RequestLimits;
  now: () => Date;
}

export function createAccountServices(
  db: Database,
  secret = authSecret(),
  now: () => Date = () => new Date(),
): AccountServices {
  return {
    db,
    auth: createAppAuth(db, secret),
    throttle: createSignInThrottle(db, now),
    limits: createRequestLimits(db),
    now,
  };
}

const globalForAuth = globalThis as unknown as { accountServices?: AccountServices };

/** The process-wide account services on the app database. */
export function getAccountServices(): AccountServices {
  globalForAuth.accountServices ??= createAccountServices(getDatabase().db);
  return globalForAuth.accountServices;
}
