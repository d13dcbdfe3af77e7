'use client';

import { useTranslations } from 'next-intl';

/** Error keys of the review forms that live under `ReviewErrors`; the rest are `Errors.*`. */
const OWN_ERRORS = new Set([
  'ratingRequired',
  'reviewTooShort',
  'notYourPurchase',
  'alreadyReviewed',
  'replyTooShort',
  'alreadyReplied',
]);

/** Translates an error key of the review or answer form. */
export function useReviewErrorText() {
  const tOwn = useTranslations('ReviewErrors');
  const tErrors = useTranslations('Errors');
  return (code: string) =>
    OWN_ERRORS.has(code) ? tOwn(code as 'ratingRequired') : tErrors(code as 'required');
}
