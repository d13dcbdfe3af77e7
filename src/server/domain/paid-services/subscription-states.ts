import { subscriptionStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const SUBSCRIPTION_STATUSES = subscriptionStatus.enumValues;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A paid breeder service for a period (docs/decisions.md, "Paid breeder services"). Paying
 * again early extends the active period (its end moves) instead of starting a second one.
 */
export const SUBSCRIPTION_EVENTS = ['expire', 'cancel', 'extend'] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

export const SUBSCRIPTION_MACHINE = defineStateMachine<
  SubscriptionStatus,
  SubscriptionEvent,
  Transition<SubscriptionStatus, SubscriptionEvent>
>({
  name: 'subscription',
  states: SUBSCRIPTION_STATUSES,
  initial: ['active'],
  transitions: [
    {
      event: 'expire',
      from: ['active'],
      to: 'expired',
      actors: ['system'],
      when: 'the expiry job finds its period over',
    },
    {
      event: 'cancel',
      from: ['active'],
      to: 'cancelled',
      actors: ['provider', 'admin'],
      when: 'the order that paid for it is refunded, or an admin ends it with a reason',
    },
    {
      event: 'extend',
      from: ['active'],
      to: 'active',
      actors: ['admin'],
      when: 'an admin adds months to a running period (an ended one is granted anew instead)',
    },
  ],
});
