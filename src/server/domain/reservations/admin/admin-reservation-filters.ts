import { z } from 'zod';
import { reservationStatus } from '../../../db/schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The admin reservation list's URL state (src/server/admin/list-params.ts): newest first by
 * default; found by the buyer's e-mail, the dog's name or the kennel's (`q`), state and the day
 * it was made.
 */
export const ADMIN_RESERVATION_LIST = {
  sorts: ['created', 'updated', 'deposit'] as const,
  defaultSort: 'created' as const,
  filters: {
    q: z.string().trim().min(1).max(200),
    status: z.enum(reservationStatus.enumValues),
    from: z.string().regex(DAY),
    to: z.string().regex(DAY),
  },
};

export type AdminReservationSort = (typeof ADMIN_RESERVATION_LIST.sorts)[number];

export type AdminReservationFilters = Partial<{
  q: string;
  status: (typeof reservationStatus.enumValues)[number];
  from: string;
  to: string;
}>;
