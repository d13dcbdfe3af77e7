import { isUuid } from '../ids';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kennels, listings, orders, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';

/**
 * A reservation the viewer takes part in, locked with its order (order first, as payments
 * lock): `side` says whether they are its buyer or the dog's breeder. Anyone else gets
 * NOT_FOUND, so reservations of others cannot be probed.
 */
export async function lockOwnReservation(ctx: RequestContext, tx: Executor, reservationId: string) {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(reservationId)) throw new NotFoundError('Reservation');
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.reservationId, reservationId))
    .for('update');
  const [row] = await tx
    .select({ reservation: reservations, breederId: kennels.ownerId, listingId: listings.id })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(reservations.id, reservationId))
    .for('update', { of: reservations });
  if (!row) throw new NotFoundError('Reservation');
  const side =
    row.reservation.buyerId === viewer.id
      ? ('buyer' as const)
      : row.breederId === viewer.id
        ? ('breeder' as const)
        : null;
  if (!side) throw new NotFoundError('Reservation');
  return { ...row, order: order ?? null, side, viewer };
}
