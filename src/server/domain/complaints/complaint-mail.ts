import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueEmailTo } from '../jobs/enqueue-email';
import type { ComplaintStatus } from './complaint-states';

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
  for (const person of staff) {
    await enqueueEmailTo(
      db,
      'complaintReceived',
      person,
      { route: '/admin', locale: 'en' },
      values,
    );
  }
}

/**
 * Tells the author their complaint changed state, linking to its page in their language, and
 * the breeder too, in theirs, with the admins' answer once it is closed.
 */
export async function mailComplaintUpdated(
  db: Executor,
  input: {
    authorId: string;
    listingId: string;
    dog: string;
    status: ComplaintStatus;
    breeder: { name: string; email: string; locale: string | null };
    note: string;
  },
): Promise<void> {
  await enqueueEmailTo(
    db,
    'complaintUpdatedBreeder',
    input.breeder,
    { route: '/my-listings' },
    { name: input.breeder.name, dog: input.dog, status: input.status, note: input.note },
  );
  const [author] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, input.authorId));
  if (!author) return;
  await enqueueEmailTo(
    db,
    'complaintUpdated',
    author,
    { route: '/problem/[dogId]', params: { dogId: input.listingId } },
    { dog: input.dog, status: input.status },
  );
}
