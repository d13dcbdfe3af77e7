import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { LOCALE_TAGS } from '@/i18n/locales';
import { subscriptions, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { accountLocale, enqueueEmailTo } from '../jobs/enqueue-email';
import { SERVICE_SLUGS, type PaidService } from './catalogue';
import { SUBSCRIPTION_MACHINE } from './subscription-states';
import { syncKennelProfile } from './sync-kennel-profile';

const DAY = 86_400_000;
/** Reminders before a service runs out, in days; each is sent once per period end. */
export const REMINDER_DAYS = [7, 1] as const;

type Notice = { kind: 'subscriptionEndsSoon' | 'subscriptionEnded'; key: string; days?: number };

async function mailOwner(
  db: Executor,
  row: { id: string; userId: string; service: PaidService; endsAt: Date },
  notice: Notice,
) {
  const [owner] = await db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!owner) return;
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[accountLocale(owner.locale)], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(row.endsAt);
  await enqueueEmailTo(
    db,
    notice.kind,
    owner,
    { route: `/payment/${SERVICE_SLUGS[row.service]}` },
    { name: owner.name, service: row.service, date, days: String(notice.days ?? 0) },
    { uniqueKey: `${notice.kind}:${row.id}:${notice.key}` },
  );
}

/**
 * The hourly look at paid services: a period that is over expires through the state table, and
 * the breeder hears in their language 7 days and 1 day before the service runs out and when it
 * has. Only the last period of a chain of renewals is reminded of; each e-mail has a unique key,
 * so runs at once or again send it once.
 */
export async function expireSubscriptions(
  ctx: RequestContext,
): Promise<{ expired: number; reminded: number }> {
  const now = ctx.now();
  const expiredStatus = SUBSCRIPTION_MACHINE.transition('active', 'expire', 'system');
  return ctx.db.transaction(async (tx) => {
    // A later period of the same service: then this one is not where the service runs out.
    const isLast = sql`NOT EXISTS (SELECT 1 FROM subscriptions later
      WHERE later.user_id = ${subscriptions.userId} AND later.service = ${subscriptions.service}
      AND later.status = 'active' AND later.ends_at > ${subscriptions.endsAt})`;
    const columns = {
      id: subscriptions.id,
      userId: subscriptions.userId,
      service: subscriptions.service,
      endsAt: subscriptions.endsAt,
    };
    const ending = await tx
      .select(columns)
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          gt(subscriptions.endsAt, now),
          lte(subscriptions.endsAt, new Date(now.getTime() + REMINDER_DAYS[0] * DAY)),
          isLast,
        ),
      );
    for (const row of ending) {
      const days = REMINDER_DAYS.filter((d) => row.endsAt.getTime() - now.getTime() <= d * DAY);
      const nearest = Math.min(...days);
      await mailOwner(tx, row, { kind: 'subscriptionEndsSoon', key: `${nearest}d`, days: nearest });
    }
    const expired = await tx
      .update(subscriptions)
      .set({ status: expiredStatus })
      .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.endsAt, now)))
      .returning(columns);
    for (const row of expired) {
      if (row.service === 'breeder_profile') await syncKennelProfile(tx, row.userId, now);
      const [renewed] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, row.userId),
            eq(subscriptions.service, row.service),
            eq(subscriptions.status, 'active'),
            gt(subscriptions.endsAt, now),
          ),
        )
        .limit(1);
      if (!renewed) await mailOwner(tx, row, { kind: 'subscriptionEnded', key: 'end' });
    }
    return { expired: expired.length, reminded: ending.length };
  });
}
