import { paymentStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const PAYMENT_STATUSES = paymentStatus.enumValues;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One card attempt at collecting an order. Outcomes come from the provider (webhook, the
 * browser's return or the reconciliation job, whichever arrives first); a repeated or late
 * outcome is ignored.
 */
export const PAYMENT_EVENTS = ['process', 'succeed', 'fail', 'refund'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export const PAYMENT_MACHINE = defineStateMachine<
  PaymentStatus,
  PaymentEvent,
  Transition<PaymentStatus, PaymentEvent>
>({
  name: 'payment',
  states: PAYMENT_STATUSES,
  initial: ['requires_action'],
  transitions: [
    {
      event: 'process',
      from: ['requires_action'],
      to: 'processing',
      actors: ['provider'],
      when: 'the payer finished the card page and the provider is still confirming the charge',
    },
    {
      event: 'succeed',
      from: ['requires_action', 'processing'],
      to: 'succeeded',
      actors: ['provider', 'admin'],
      when: 'the card was charged, or the bank transfer arrived (statement or an admin)',
    },
    {
      event: 'fail',
      from: ['requires_action', 'processing'],
      to: 'failed',
      actors: ['provider'],
      when: 'declined, insufficient funds, authentication failed or the session expired',
    },
    {
      event: 'refund',
      from: ['succeeded'],
      to: 'refunded',
      actors: ['provider', 'admin'],
      when: 'the refund we asked for went through',
    },
  ],
});
