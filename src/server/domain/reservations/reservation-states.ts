import { DomainError } from '../errors';

export type ReservationStatus =
  | 'awaiting_payment'
  | 'deposited'
  | 'completed'
  | 'expired'
  | 'cancelled_by_buyer'
  | 'cancelled_by_breeder';

export type ReservationEvent = 'pay' | 'expire' | 'cancelByBuyer' | 'cancelByBreeder' | 'complete';

interface Transition {
  event: ReservationEvent;
  from: readonly ReservationStatus[];
  to: ReservationStatus;
  /** Who triggers it and when (decisions.md, "Reservations and purchases"). */
  by: string;
}

/** Live reservations hold the dog; the database allows one per listing. */
export const LIVE_RESERVATION_STATUSES: readonly ReservationStatus[] = [
  'awaiting_payment',
  'deposited',
];

/** Minutes a buyer has to pay the deposit before the dog is free again. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Every allowed change of a reservation's state; anything else is refused. */
export const RESERVATION_TRANSITIONS: readonly Transition[] = [
  {
    event: 'pay',
    from: ['awaiting_payment'],
    to: 'deposited',
    by: 'system, when the deposit payment succeeds',
  },
  {
    event: 'expire',
    from: ['awaiting_payment'],
    to: 'expired',
    by: 'system, 30 minutes unpaid or when the card is refused; the dog is free again',
  },
  {
    event: 'cancelByBuyer',
    from: ['awaiting_payment', 'deposited'],
    to: 'cancelled_by_buyer',
    by: 'buyer; a paid deposit is handled by the breeder’s stated refund policy',
  },
  {
    event: 'cancelByBreeder',
    from: ['awaiting_payment', 'deposited'],
    to: 'cancelled_by_breeder',
    by: 'breeder; a paid deposit is refunded in full through the provider',
  },
  {
    event: 'complete',
    from: ['deposited'],
    to: 'completed',
    by: 'buyer confirms the purchase after the breeder marked the sale completed',
  },
];

export function canTransitionReservation(
  from: ReservationStatus,
  event: ReservationEvent,
): boolean {
  return RESERVATION_TRANSITIONS.some((t) => t.from.includes(from) && t.event === event);
}

/** The next state, or CONFLICT with a translated reason when the table does not allow it. */
export function transitionReservation(
  from: ReservationStatus,
  event: ReservationEvent,
): ReservationStatus {
  const found = RESERVATION_TRANSITIONS.find((t) => t.from.includes(from) && t.event === event);
  if (!found) {
    throw new DomainError('CONFLICT', `Reservation cannot ${event} when ${from}`, {
      form: 'reservationTransitionRefused',
    });
  }
  return found.to;
}
