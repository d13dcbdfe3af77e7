import { eq, inArray } from 'drizzle-orm';
import { env } from '@/env';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueJob } from '../jobs/enqueue-job';
import type { ComplaintStatus } from './complaint-states';

const localeOf = (value: string) => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * Tells every ADMIN and ADMINV account of a new complaint, each in their language; the link
 * opens the admin area (English only). `category` is the key: the texts word it.
 */
export async function mailComplaintReceived(
  db: Executor,
  values: { dog: string; category: string },
): Promise<void> {
  const staff = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.role, ['ADMIN', 'ADMINV']))
    .orderBy(users.email);
  const url = `${env.SITE_URL}${getPathname('/admin', {}, 'en')}`;
  for (const person of staff) {
    await enqueueJob(db, 'email', {
      kind: 'complaintReceived',
      to: person.email,
      locale: localeOf(person.locale),
      values: { ...values, url },
    });
  }
}

/** Tells the author their complaint changed state, linking to its page in their language. */
export async function mailComplaintUpdated(
  db: Executor,
  input: { authorId: string; listingId: string; dog: string; status: ComplaintStatus },
): Promise<void> {
  const [author] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, input.authorId));
  if (!author) return;
  const locale = localeOf(author.locale);
  await enqueueJob(db, 'email', {
    kind: 'complaintUpdated',
    to: author.email,
    locale,
    values: {
      dog: input.dog,
      status: input.status,
      url: `${env.SITE_URL}${getPathname('/problem/[dogId]', { dogId: input.listingId }, locale)}`,
    },
  });
}
