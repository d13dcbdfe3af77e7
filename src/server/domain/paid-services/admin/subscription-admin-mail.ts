import { eq } from 'drizzle-orm';
import { LOCALE_TAGS } from '@/i18n/locales';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';
import { accountLocale, enqueueEmailTo } from '../../jobs/enqueue-email';
import type { PaidService } from '../catalogue';

/**
 * Tells the holder, in their language, that an admin granted, extended or ended their service,
 * with the period's end and the admin's reason. Call inside the transaction of the change.
 */
export async function mailSubscriptionChange(
  db: Executor,
  input: {
    userId: string;
    service: PaidService;
    change: 'granted' | 'extended' | 'ended';
    endsAt: Date;
    reason: string;
  },
): Promise<void> {
  const [owner] = await db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!owner) return;
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[accountLocale(owner.locale)], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(input.endsAt);
  await enqueueEmailTo(
    db,
    'subscriptionChangedByAdmin',
    owner,
    { route: '/profile/subscription' },
    { name: owner.name, service: input.service, change: input.change, date, reason: input.reason },
  );
}
