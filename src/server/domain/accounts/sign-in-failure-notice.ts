import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueJob } from '../jobs/enqueue-job';
import { markOnce } from './backoff-counter';

/** Wrong passwords within the throttle's window that make us tell the owner. */
export const NOTICE_AFTER_FAILURES = 10;
/** At most one such e-mail per account in this many hours. */
export const NOTICE_EVERY_HOURS = 6;

/**
 * Tells the owner by e-mail, in their language, that their account sees many wrong
 * passwords, with a way in that no attacker can slow down (a mailed sign-in link).
 * Unknown addresses get nothing; the caller's answer is the same either way.
 */
export async function noticeSignInFailures(
  db: Database,
  email: string,
  accountAttempts: number,
  now: Date,
): Promise<void> {
  if (accountAttempts < NOTICE_AFTER_FAILURES) return;
  const [user] = await db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  if (!(await markOnce(db, `signin-notice:${email}`, NOTICE_EVERY_HOURS * 3600, now))) return;
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  await enqueueJob(db, 'email', {
    kind: 'signInFailures',
    to: user.email,
    locale,
    values: { name: user.name, url: `${env.SITE_URL}${getPathname('/sign-in', {}, locale)}` },
  });
}
