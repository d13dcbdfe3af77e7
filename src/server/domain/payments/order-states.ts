import { DomainError } from '../errors';

export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'failed' | 'cancelled';
export type OrderEvent = 'pay' | 'fail' | 'cancel' | 'refund';

interface Transition {
  event: OrderEvent;
  from: OrderStatus;
  to: OrderStatus;
  /** Who triggers it and when (decisions.md, "Paid breeder services"). */
  by: string;
}

/** Every allowed change of an order's state; anything else is refused. */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { event: 'pay', from: 'pending', to: 'paid', by: 'system, when the provider reports success' },
  {
    event: 'fail',
    from: 'pending',
    to: 'failed',
    by: 'system, when the provider refuses the card',
  },
  {
    event: 'cancel',
    from: 'pending',
    to: 'cancelled',
    by: 'system or buyer, when the reservation behind it expires or is given up unpaid',
  },
  {
    event: 'refund',
    from: 'paid',
    to: 'refunded',
    by: 'system, after the provider confirms a refund (breeder cancels, or paid too late)',
  },
];

export function canTransitionOrder(from: OrderStatus, event: OrderEvent): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.event === event);
}

/** The next state, or CONFLICT when the table does not allow the event. */
export function transitionOrder(from: OrderStatus, event: OrderEvent): OrderStatus {
  const found = ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event);
  if (!found) {
    throw new DomainError('CONFLICT', `Order cannot ${event} when ${from}`, {
      form: 'orderTransitionRefused',
    });
  }
  return found.to;
}
