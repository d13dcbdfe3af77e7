import { reservationStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const RESERVATION_STATUSES = reservationStatus.enumValues;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Live reservations hold the dog; the database allows one per listing. */
export const LIVE_RESERVATION_STATUSES: readonly ReservationStatus[] = [
  'awaiting_payment',
  'deposited',
];

/** A buyer's hold on a puppy (docs/decisions.md, "Reservations and purchases"). */
export const RESERVATION_EVENTS = [
  'pay',
  'expire',
  'cancelByBuyer',
  'cancelByBreeder',
  'complete',
] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

export const RESERVATION_MACHINE = defineStateMachine<
  ReservationStatus,
  ReservationEvent,
  Transition<ReservationStatus, ReservationEvent>
>({
  name: 'reservation',
  states: RESERVATION_STATUSES,
  initial: ['awaiting_payment'],
  transitions: [
    {
      event: 'pay',
      from: ['awaiting_payment'],
      to: 'deposited',
      actors: ['provider'],
      when: 'the deposit payment succeeds',
    },
    {
      event: 'expire',
      from: ['awaiting_payment'],
      to: 'expired',
      actors: ['system', 'provider', 'admin'],
      when:
        '30 minutes unpaid, the last allowed card attempt is refused, or an admin cancels the ' +
        'unpaid deposit order; the dog is free again',
    },
    {
      event: 'cancelByBuyer',
      from: ['awaiting_payment', 'deposited'],
      to: 'cancelled_by_buyer',
      actors: ['buyer', 'admin'],
      when:
        'the buyer gives up (or an admin cancels at their request); a paid deposit is handled ' +
        'by the breeder’s stated refund policy',
    },
    {
      event: 'cancelByBreeder',
      from: ['awaiting_payment', 'deposited'],
      to: 'cancelled_by_breeder',
      actors: ['breeder', 'admin'],
      when:
        'the breeder cancels (or an admin cancels for the breeder’s fault); a paid deposit is ' +
        'refunded in full through the provider',
    },
    {
      event: 'complete',
      from: ['deposited'],
      to: 'completed',
      actors: ['buyer'],
      when: 'the buyer confirms the purchase after the breeder marked the sale completed',
    },
  ],
});
