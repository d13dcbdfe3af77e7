import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { listings, orders, reservations } from '@/server/db/schema';
import type { ReservationStatus } from '@/server/domain/reservations/reservation-states';
import { createTestBreeder, createTestViewer } from './factories';

let sequence = 0;

/** An active puppy ad of a new breeder (20 % deposit of 400 000 HUF), straight into the table. */
export async function createTestPuppy(
  handle: DatabaseHandle,
  overrides: Partial<typeof listings.$inferInsert> = {},
) {
  const breeder = await createTestBreeder(handle);
  const [listing] = await handle.db
    .insert(listings)
    .values({
      kennelId: breeder.kennel.id,
      kind: 'puppy',
      status: 'active',
      slug: `puppy-${++sequence}-${Math.random().toString(36).slice(2, 7)}`,
      title: 'Vizsla kiskutya eladó',
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      sex: 'female',
      birthDate: '2026-09-20',
      priceAmount: 40_000_000,
      currency: 'HUF',
      countryCode: 'HU',
      city: 'Szeged',
      depositType: 'percent',
      depositValue: 20,
      refundPolicy: { en: 'Refunded in full if the puppy falls ill before hand-over.' },
      publishedAt: new Date('2026-11-01T10:00:00Z'),
      expiresAt: new Date('2027-01-30T10:00:00Z'),
      ...overrides,
    })
    .returning();
  return { breeder: breeder.viewer, kennel: breeder.kennel, listing: listing! };
}

/**
 * A buyer's reservation of a new puppy in the given state, with its deposit order (paid for
 * deposited and completed ones); the listing's state follows (reserved, sold or active).
 */
export async function createTestReservation(
  handle: DatabaseHandle,
  status: ReservationStatus = 'completed',
  options: { buyer?: Viewer } = {},
) {
  const listingStatus =
    status === 'completed'
      ? 'sold'
      : status === 'awaiting_payment' || status === 'deposited'
        ? 'reserved'
        : 'active';
  const puppy = await createTestPuppy(handle, { status: listingStatus });
  const buyer = options.buyer ?? (await createTestViewer(handle));
  const now = new Date();
  const [reservation] = await handle.db
    .insert(reservations)
    .values({
      listingId: puppy.listing.id,
      buyerId: buyer.id,
      status,
      depositAmount: 8_000_000,
      currency: 'HUF',
      expiresAt: status === 'awaiting_payment' ? new Date(now.getTime() + 30 * 60_000) : null,
      breederCompletedAt: status === 'completed' ? now : null,
      buyerConfirmedAt: status === 'completed' ? now : null,
    })
    .returning();
  const isPaid = status === 'deposited' || status === 'completed';
  const [order] = await handle.db
    .insert(orders)
    .values({
      userId: buyer.id,
      type: 'reservation_deposit',
      status: isPaid ? 'paid' : status === 'awaiting_payment' ? 'pending' : 'cancelled',
      amount: 8_000_000,
      currency: 'HUF',
      reservationId: reservation!.id,
      method: 'card',
      paidAt: isPaid ? now : null,
    })
    .returning();
  return { ...puppy, buyer, reservation: reservation!, order: order! };
}
