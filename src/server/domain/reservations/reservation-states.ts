import { reservationStatus } from '../../db/schema';
import { defineStateMachine, type Transition } from '../state-machine';

export const RESERVATION_STATUSES = reservationStatus.enumValues;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Live reservations hold the dog; the database allows one per listing. */
export const LIVE_RESERVATION_STATUSES: readonly ReservationStatus[] = [
  'awaiting_payment',
  'deposited',
];

/** Minutes a buyer has to pay the deposit before the dog is free again. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** A buyer's hold on a puppy (decisions.md, "Reservations and purchases"). */
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
      actors: ['system', 'provider'],
      when: '30 minutes unpaid, or the last allowed card attempt is refused; the dog is free again',
    },
    {
      event: 'cancelByBuyer',
      from: ['awaiting_payment', 'deposited'],
      to: 'cancelled_by_buyer',
      actors: ['buyer'],
      when: 'the buyer gives up; a paid deposit is handled by the breeder’s stated refund policy',
    },
    {
      event: 'cancelByBreeder',
      from: ['awaiting_payment', 'deposited'],
      to: 'cancelled_by_breeder',
      actors: ['breeder'],
      when: 'the breeder cancels; a paid deposit is refunded in full through the provider',
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
