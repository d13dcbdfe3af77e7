import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';
import { getDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { createAuth, type Auth } from '../../integrations/auth/auth';
import { enqueueJob, type EmailKind } from '../jobs/enqueue-job';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

/** The secret from AUTH_SECRET, or one generated once and kept beside the embedded database. */
function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Queues an account e-mail in the recipient's language with a link to a localized page. */
async function queueAccountEmail(
  db: Database,
  kind: EmailKind,
  user: { email: string; name: string },
  route: RouteKey,
  token: string,
) {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, user.email));
  const locale = isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
  const url = `${env.SITE_URL}${getPathname(route, {}, locale)}?token=${encodeURIComponent(token)}`;
  await enqueueJob(db, 'email', { kind, to: user.email, locale, values: { name: user.name, url } });
}

/** better-auth on a database, sending its e-mails through the job queue. */
export function createAppAuth(db: Database, secret = authSecret()): Auth {
  return createAuth({
    db,
    siteUrl: env.SITE_URL,
    secret,
    mailer: {
      verifyEmail: (user, token) => queueAccountEmail(db, 'verifyEmail', user, '/token', token),
      resetPassword: (user, token) =>
        queueAccountEmail(db, 'resetPassword', user, '/settings/new-password', token),
    },
  });
}

const globalForAuth = globalThis as unknown as { appAuth?: Auth; signInThrottle?: SignInThrottle };

/** The process-wide sign-in throttle on the app database. */
export function getSignInThrottle(): SignInThrottle {
  globalForAuth.signInThrottle ??= createSignInThrottle(getDatabase().db);
  return globalForAuth.signInThrottle;
}

/** The process-wide auth instance on the app database. */
export function getAuth(): Auth {
  globalForAuth.appAuth ??= createAppAuth(getDatabase().db);
  return globalForAuth.appAuth;
}
