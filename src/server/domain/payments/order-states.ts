import { orderStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const ORDER_STATUSES = orderStatus.enumValues;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Something a user pays for (docs/decisions.md, "Paid breeder services"). An order is paid by
 * at most one payment attempt (`orders.paid_payment_id`); every other attempt that succeeds is
 * refunded without touching the order.
 */
export const ORDER_EVENTS = ['pay', 'fail', 'cancel', 'expire', 'refund'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const ORDER_MACHINE = defineStateMachine<
  OrderStatus,
  OrderEvent,
  Transition<OrderStatus, OrderEvent>
>({
  name: 'order',
  states: ORDER_STATUSES,
  initial: ['pending'],
  transitions: [
    {
      event: 'pay',
      from: ['pending'],
      to: 'paid',
      actors: ['provider', 'admin'],
      when:
        'the provider (card company, or a bank statement) reports the first successful attempt, ' +
        'or an admin marks a bank transfer received',
    },
    {
      event: 'fail',
      from: ['pending'],
      to: 'failed',
      actors: ['provider'],
      when: 'the provider refuses the card for the last allowed attempt (MAX_FAILED_ATTEMPTS)',
    },
    {
      event: 'cancel',
      from: ['pending'],
      to: 'cancelled',
      actors: ['buyer', 'breeder', 'system', 'admin'],
      when: 'the reservation behind it expires or is given up unpaid, or an admin cancels it',
    },
    {
      event: 'expire',
      from: ['pending'],
      to: 'expired',
      actors: ['system'],
      when: 'a bank transfer has not arrived BANK_TRANSFER_EXPIRY_DAYS after the order',
    },
    {
      event: 'refund',
      from: ['paid'],
      to: 'refunded',
      actors: ['provider', 'admin'],
      when:
        'the provider confirms the refund of the paying attempt (breeder cancels, paid late), ' +
        'or an admin’s refunds reach the whole amount paid',
    },
  ],
});

/** Declined attempts an order takes before it fails; until then the buyer may try again. */
export const MAX_FAILED_ATTEMPTS = 5;
