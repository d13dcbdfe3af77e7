import { complaintsToHandle } from './complaint-duties';
import { draftsToComplete, listingsToRenew } from './listing-duties';
import { depositsToPay, dogsToHandOver, purchasesToConfirm } from './reservation-duties';
import type { ResponsibilityProvider } from './responsibility';
import { reviewsToAnswer, reviewsToWrite } from './review-duties';
import { puppiesToChoose, waitlistDepositsToPay } from './waitlist-duties';

/**
 * Every area that can owe something, in one list: a new kind of duty (renewals, bank
 * transfers, waitlist picks, messages) is one more provider here, and no page changes.
 */
export const RESPONSIBILITY_PROVIDERS: readonly ResponsibilityProvider[] = [
  depositsToPay,
  purchasesToConfirm,
  dogsToHandOver,
  reviewsToWrite,
  reviewsToAnswer,
  complaintsToHandle,
  listingsToRenew,
  draftsToComplete,
  puppiesToChoose,
  waitlistDepositsToPay,
];
