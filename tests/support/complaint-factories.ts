import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { complaints } from '@/server/db/schema';
import type { ComplaintStatus } from '@/server/domain/complaints/complaint-states';
import type { ReservationStatus } from '@/server/domain/reservations/reservation-states';
import { createTestReservation } from './buyer-factories';

/** A description long enough for the form (30+ characters). */
export const TEST_COMPLAINT_TEXT =
  'The puppy was coughing from the first day and the vet found kennel cough.';

/**
 * A buyer's complaint in the given state about a new reservation (completed unless said
 * otherwise), written straight into the table.
 */
export async function createTestComplaint(
  handle: DatabaseHandle,
  options: {
    status?: ComplaintStatus;
    reservationStatus?: ReservationStatus;
    buyer?: Viewer;
    resolution?: string | null;
  } = {},
) {
  const reserved = await createTestReservation(handle, options.reservationStatus ?? 'completed', {
    buyer: options.buyer,
  });
  const status = options.status ?? 'open';
  const [complaint] = await handle.db
    .insert(complaints)
    .values({
      reservationId: reserved.reservation.id,
      authorId: reserved.buyer.id,
      category: 'health',
      description: TEST_COMPLAINT_TEXT,
      status,
      resolution:
        options.resolution ?? (status === 'resolved' || status === 'rejected' ? 'Refunded.' : null),
    })
    .returning();
  return { ...reserved, complaint: complaint! };
}
