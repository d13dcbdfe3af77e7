import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kennels, listings, reservations, users } from '../../db/schema';
import { enqueueEmailTo } from '../jobs/enqueue-email';

/**
 * Queues the buyer's invitation to review the kennel, linking to /review/[dogId] in the buyer's
 * language. Call in the transaction that completes the reservation.
 */
export async function enqueueReviewInvitation(db: Executor, reservationId: string) {
  const [row] = await db
    .select({
      listingId: listings.id,
      dog: listings.title,
      kennel: kennels.name,
      name: users.name,
      email: users.email,
      locale: users.locale,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .innerJoin(users, eq(users.id, reservations.buyerId))
    .where(eq(reservations.id, reservationId));
  if (!row) throw new Error(`Reservation ${reservationId} not found`);
  await enqueueEmailTo(
    db,
    'reviewInvitation',
    row,
    { route: '/review/[dogId]', params: { dogId: row.listingId } },
    { name: row.name, dog: row.dog, kennel: row.kennel },
  );
}

/** Tells the breeder about a new review, linking to their ratings page, in their language. */
export async function enqueueReviewReceived(
  db: Executor,
  input: { kennelId: string; dog: string; rating: number },
) {
  const [breeder] = await db
    .select({ kennel: kennels.name, email: users.email, locale: users.locale })
    .from(kennels)
    .innerJoin(users, eq(users.id, kennels.ownerId))
    .where(eq(kennels.id, input.kennelId));
  if (!breeder) throw new Error(`Kennel ${input.kennelId} not found`);
  await enqueueEmailTo(
    db,
    'reviewReceived',
    breeder,
    { route: '/profile/ratings' },
    { kennel: breeder.kennel, dog: input.dog, rating: String(input.rating) },
  );
}
