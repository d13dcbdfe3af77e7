import { eq } from 'drizzle-orm';
import type { RouteParams } from '@/i18n/paths';
import type { RouteKey } from '@/i18n/routing';
import type { Executor } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { enqueueEmailTo } from '../jobs/enqueue-email';

type WaitlistKind =
  | 'waitlistApplied'
  | 'waitlistAccepted'
  | 'waitlistDeclined'
  | 'waitlistPickOpen'
  | 'waitlistPicked';

/**
 * Tells one person of a waitlist event in the app and by e-mail in their language, inside the
 * caller's transaction; one notice and one e-mail per application and event.
 */
export async function tellOfWaitlist(
  tx: Executor,
  input: {
    kind: WaitlistKind;
    userId: string;
    listingId: string;
    applicationId: string;
    title: string;
    link: { route: RouteKey; params?: RouteParams };
    values?: Record<string, string>;
    now: Date;
  },
) {
  const key = `${input.kind}:${input.applicationId}`;
  const values = { title: input.title, ...input.values };
  await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      listingId: input.listingId,
      values,
      dedupeKey: key,
      createdAt: input.now,
    })
    .onConflictDoNothing();
  const [person] = await tx
    .select({ email: users.email, locale: users.locale, name: users.name })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!person) return;
  await enqueueEmailTo(
    tx,
    input.kind,
    person,
    input.link,
    { name: person.name, ...values },
    { uniqueKey: key },
  );
}
