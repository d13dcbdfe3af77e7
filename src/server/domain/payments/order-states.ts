import { orderStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const ORDER_STATUSES = orderStatus.enumValues;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Something a user pays for (decisions.md, "Paid breeder services"). An order is paid by at
 * most one payment attempt (`orders.paid_payment_id`); every other attempt that succeeds is
 * refunded without touching the order.
 */
export const ORDER_EVENTS = ['pay', 'fail', 'cancel', 'refund'] as const;
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
      actors: ['provider'],
      when: 'the provider reports the first successful payment attempt',
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
      actors: ['buyer', 'breeder', 'system'],
      when: 'the reservation behind it expires or is given up unpaid',
    },
    {
      event: 'refund',
      from: ['paid'],
      to: 'refunded',
      actors: ['provider'],
      when: 'the provider confirms the refund of the paying attempt (breeder cancels, paid late)',
    },
  ],
});

/** Declined attempts an order takes before it fails; until then the buyer may try again. */
export const MAX_FAILED_ATTEMPTS = 5;
