/** What a money-desk form's server action answers: a refusal code per field, or done. */
export interface DeskFormState {
  fields: Record<string, string>;
  done?: boolean;
}

export const EMPTY_DESK_FORM_STATE: DeskFormState = { fields: {} };

/** The admin area is in English: what each refusal of the subscriptions desk means. */
export const DESK_FORM_REFUSALS: Record<string, string> = {
  reasonRequired: 'Write a reason of at least 3 characters; the breeder reads it.',
  monthsInvalid: 'Give a whole number of months from 1 to 36.',
  serviceInvalid: 'Choose a service.',
  planInvalid: 'Choose a plan of 1, 3, 6 or 12 months.',
  currencyInvalid: 'Choose one of the site’s currencies.',
  priceInvalid: 'Give the price as a positive amount (at most two decimals); nothing was changed.',
  'Errors.VALIDATION': 'Give the rate as a number above 0 (up to 8 decimals); the euro stays 1.',
  rateInvalid: 'Give the rate as a number above 0 (up to 8 decimals); the euro stays 1.',
  subscriptionEnded: 'This period has already ended; grant a new one instead.',
  notLatestPeriod: 'A later period follows this one; extend the one that ends last.',
  FORBIDDEN: 'Your role may not handle subscriptions (ADMIN or ADMINM only).',
  NOT_FOUND: 'No such account or period.',
};
