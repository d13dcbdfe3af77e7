import type { OrderMethod, OrderState } from '../domain/admin/reports/orders-by-method';
import type { FunnelStage } from '../domain/admin/reports/reservation-funnel';
import type { RevenueService } from '../domain/admin/reports/revenue-by-service';

/** What the reports call the services, payment methods, order states and funnel stages. */
export const SERVICE_LABELS: Record<RevenueService, string> = {
  breeder_profile: 'Breeder profile',
  upcoming_litters: 'Upcoming litters',
  puppy_match: 'Puppy match',
  reservation_deposit: 'Dog reservation deposits',
  waitlist_deposit: 'Waitlist deposits',
};

export const STATE_LABELS: Record<OrderState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const METHOD_LABELS: Record<OrderMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
};

export const FUNNEL_LABELS: Record<FunnelStage, string> = {
  started: 'Started',
  paid: 'Deposit paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
};
