/** What the order page's server actions answer: a refusal per field, or what was done. */
export interface OrderFormState {
  fields: Record<string, string>;
  values: Record<string, string>;
  done?: 'refunded' | 'cancelled';
}

export const EMPTY_ORDER_FORM_STATE: OrderFormState = { fields: {}, values: {} };

/** The admin area is in English: what each refusal code of the order page means. */
export const ORDER_FORM_REFUSALS: Record<string, string> = {
  refundAmountInvalid: 'Give the amount as a positive number in the order’s currency.',
  refundTooLarge: 'That is more than is left to refund on this order; nothing was refunded.',
  reasonRequired: 'Write a reason of at least 3 characters.',
  ibanInvalid: 'This is not a valid IBAN.',
  payoutDateInvalid: 'Give the day the money was sent (today or earlier).',
  payoutRequired: 'This order was paid by bank transfer: give the IBAN and date of your payout.',
  payoutNotAllowed: 'This order was paid by card: the refund goes back through the card provider.',
  notRefundable: 'Only a paid order can be refunded.',
  noPayment: 'This order has no recorded payment to refund.',
  providerRefused: 'The card provider refused the refund; nothing was refunded. Try again later.',
  keyReused: 'This form was already used for another order; reload the page.',
  refundKeyMissing: 'Reload the page and try again.',
  notCancellable: 'Only a pending order can be cancelled; nothing was changed.',
  FORBIDDEN: 'Your role may not handle money (ADMIN or ADMINM only).',
  NOT_FOUND: 'No such order.',
};
