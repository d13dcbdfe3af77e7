import type { OwnOrder } from './payable-order';
import { whyNotPayable } from './start-card-payment';

/** What the payer's return page says about an order. */
export type PaymentResultState =
  'paid' | 'declined' | 'failed' | 'waiting' | 'refunded' | 'cancelled';

/**
 * The return page's state: an order paid, refunded or ended says so; a pending order whose latest
 * attempt was refused is `declined` (the buyer may try another card while the order is still
 * payable); a pending order whose attempt has no outcome yet is `waiting`.
 */
export function paymentResultState(
  found: OwnOrder,
  now: Date,
): { state: PaymentResultState; canRetry: boolean } {
  const { order, payment } = found;
  if (order.status === 'paid' || order.status === 'refunded' || order.status === 'failed') {
    return { state: order.status, canRetry: false };
  }
  if (order.status === 'cancelled') return { state: 'cancelled', canRetry: false };
  if (payment?.status === 'failed') {
    return { state: 'declined', canRetry: whyNotPayable(found, now) === null };
  }
  return { state: 'waiting', canRetry: false };
}
