import { z } from 'zod';
import { orderStatus, orderType, paymentMethod } from '../../db/schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The admin order lists' URL state (src/server/admin/list-params.ts): newest first by default,
 * found by id, RF reference or the buyer's e-mail (`q`), state, method and a date range.
 */
export const ADMIN_ORDER_LIST = {
  sorts: ['created'] as const,
  defaultSort: 'created' as const,
  filters: {
    q: z.string().trim().min(1).max(200),
    status: z.enum(orderStatus.enumValues),
    method: z.enum(paymentMethod.enumValues),
    from: z.string().regex(DAY),
    to: z.string().regex(DAY),
  },
};

export type AdminOrderFilters = Partial<{
  q: string;
  status: (typeof orderStatus.enumValues)[number];
  method: (typeof paymentMethod.enumValues)[number];
  from: string;
  to: string;
}>;

export type OrderType = (typeof orderType.enumValues)[number];

/** Which order type each admin list shows (`null`: all of them). */
export const ADMIN_ORDER_LISTS = {
  '/admin/orders': null,
  '/admin/orders/dog-reservations': 'reservation_deposit',
  '/admin/orders/breeder-profile-orders': 'breeder_profile',
  '/admin/orders/expected-litter-orders': 'upcoming_litters',
  '/admin/orders/puppy-match-orders': 'puppy_match',
} as const satisfies Record<string, OrderType | null>;
