import { refundStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const REFUND_STATUSES = refundStatus.enumValues;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Refunds that hold their amount: what an order may still give back excludes them. */
export const COUNTED_REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'succeeded'];

export const REFUND_EVENTS = ['succeed', 'fail'] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];

/**
 * An admin's refund of a paid order (docs/decisions.md, "Running the business"). A bank payout
 * is recorded after the admin sent it, so it starts and ends in one transaction; a card refund
 * holds its amount while the provider is asked.
 */
export const REFUND_MACHINE = defineStateMachine<
  RefundStatus,
  RefundEvent,
  Transition<RefundStatus, RefundEvent>
>({
  name: 'refund',
  states: REFUND_STATUSES,
  initial: ['pending'],
  transitions: [
    {
      event: 'succeed',
      from: ['pending'],
      to: 'succeeded',
      actors: ['provider', 'admin'],
      when: 'the card provider confirms the refund, or the admin records a bank payout they made',
    },
    {
      event: 'fail',
      from: ['pending'],
      to: 'failed',
      actors: ['provider'],
      when: 'the card provider refuses the refund; its amount may be refunded again',
    },
  ],
});
