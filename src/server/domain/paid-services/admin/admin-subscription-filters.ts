import { z } from 'zod';
import { paidService, subscriptionStatus } from '../../../db/schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The admin subscription list's URL state: latest end first by default; found by the holder's
 * e-mail or kennel (`q`), service, state and the day the period ends (`from`, `to`).
 */
export const ADMIN_SUBSCRIPTION_LIST = {
  sorts: ['ends', 'starts'] as const,
  defaultSort: 'ends' as const,
  filters: {
    q: z.string().trim().min(1).max(200),
    service: z.enum(paidService.enumValues),
    status: z.enum(subscriptionStatus.enumValues),
    from: z.string().regex(DAY),
    to: z.string().regex(DAY),
  },
};

export type AdminSubscriptionSort = (typeof ADMIN_SUBSCRIPTION_LIST.sorts)[number];

export type AdminSubscriptionFilters = Partial<{
  q: string;
  service: (typeof paidService.enumValues)[number];
  status: (typeof subscriptionStatus.enumValues)[number];
  from: string;
  to: string;
}>;
