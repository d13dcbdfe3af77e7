import { isUuid } from '../ids';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservations } from '../../db/schema';
import type { Viewer } from '../../context';
import type { ReservationStatus } from '../reservations/reservation-states';

/**
 * Reservations a buyer may complain about: paid ones, bought ones, and cancelled ones (a
 * cancelled deposit can be the problem). Once complainable, a reservation stays so: none of
 * these states leads back to an unpaid one.
 */
export const COMPLAINABLE_RESERVATION_STATUSES = [
  'deposited',
  'completed',
  'cancelled_by_breeder',
  'cancelled_by_buyer',
] as const satisfies readonly ReservationStatus[];
export type ComplainableReservationStatus = (typeof COMPLAINABLE_RESERVATION_STATUSES)[number];

/** ADMIN and ADMINV handle complaints, acting only from a session with their second factor. */
export const isComplaintStaff = (viewer: Viewer) =>
  (viewer.role === 'ADMIN' || viewer.role === 'ADMINV') && viewer.twoFactorEnabled;

export const isUuidLike = isUuid;

/**
 * The viewer's newest complainable reservation of a dog, or null. With `lock` the row is held
 * until the transaction ends, so two complaints about it cannot be filed at once.
 */
export async function findComplainableReservation(
  db: Executor,
  buyerId: string,
  listingId: string,
  { lock = false }: { lock?: boolean } = {},
) {
  if (!isUuidLike(listingId)) return null;
  const query = db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.listingId, listingId),
        eq(reservations.buyerId, buyerId),
        inArray(reservations.status, [...COMPLAINABLE_RESERVATION_STATUSES]),
      ),
    )
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
