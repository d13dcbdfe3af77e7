/** What the reservation page's server actions answer: a refusal per field, or what was done. */
export interface ReservationFormState {
  fields: Record<string, string>;
  values: Record<string, string>;
  done?: 'cancelled' | 'settled';
  /** The refund's own refusal when the decision stood but the money did not go back. */
  refundRefusal?: string;
}

export const EMPTY_RESERVATION_FORM_STATE: ReservationFormState = { fields: {}, values: {} };

/** The admin area is in English: what each refusal code of the reservation page means. */
export const RESERVATION_FORM_REFUSALS: Record<string, string> = {
  refundAmountInvalid: 'Give the amount as a positive number in the deposit’s currency.',
  refundTooLarge: 'That is more than is left to refund of this deposit; nothing was changed.',
  notRefundable: 'No paid deposit is left to refund on this reservation; nothing was changed.',
  reasonRequired: 'Write a reason of at least 3 characters.',
  ibanInvalid: 'This is not a valid IBAN.',
  payoutDateInvalid: 'Give the day the money was sent (today or earlier).',
  payoutRequired: 'This deposit was paid by bank transfer: give the IBAN and date of your payout.',
  payoutNotAllowed:
    'This deposit was paid by card: the refund goes back through the card provider.',
  providerRefused:
    'The decision is saved, but the card provider refused the refund; retry it from the order.',
  keyReused: 'This form was already used; reload the page.',
  refundKeyMissing: 'Reload the page and try again.',
  reservationTransitionRefused: 'This reservation has already ended; nothing was changed.',
  noOpenComplaint: 'This reservation has no open complaint to settle; nothing was changed.',
  FORBIDDEN: 'Your role may not handle reservations (ADMIN or ADMINM only).',
  NOT_FOUND: 'No such reservation.',
};
