import { DomainError } from '../errors';

export type PaymentStatus = 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'refunded';
export type PaymentEvent = 'succeed' | 'fail' | 'refund';

interface Transition {
  event: PaymentEvent;
  from: readonly PaymentStatus[];
  to: PaymentStatus;
  /** Who triggers it and when. */
  by: string;
}

/**
 * One card attempt at collecting an order. Outcomes come from the provider (webhook or the
 * browser's return, whichever arrives first); a repeated or late outcome is ignored.
 */
export const PAYMENT_TRANSITIONS: readonly Transition[] = [
  {
    event: 'succeed',
    from: ['requires_action', 'processing'],
    to: 'succeeded',
    by: 'provider: the card was charged',
  },
  {
    event: 'fail',
    from: ['requires_action', 'processing'],
    to: 'failed',
    by: 'provider: declined, insufficient funds, authentication failed or session expired',
  },
  {
    event: 'refund',
    from: ['succeeded'],
    to: 'refunded',
    by: 'provider: the refund we asked for went through',
  },
];

export function canTransitionPayment(from: PaymentStatus, event: PaymentEvent): boolean {
  return PAYMENT_TRANSITIONS.some((t) => t.from.includes(from) && t.event === event);
}

/** The next state, or CONFLICT when the table does not allow the event. */
export function transitionPayment(from: PaymentStatus, event: PaymentEvent): PaymentStatus {
  const found = PAYMENT_TRANSITIONS.find((t) => t.from.includes(from) && t.event === event);
  if (!found) {
    throw new DomainError('CONFLICT', `Payment cannot ${event} when ${from}`, {
      form: 'paymentTransitionRefused',
    });
  }
  return found.to;
}
