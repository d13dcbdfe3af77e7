'use server';

import { refresh } from 'next/cache';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/context';
import { replyToReview } from '@/server/domain/reviews/reply-to-review';
import { getRequestViewer } from '../../viewer';
import { formStateFromError } from '../../../form-state';

/** The breeder's one answer to a review; the domain checks the kennel is theirs. */
export async function replyToReviewAction(
  locale: Locale,
  reviewId: string,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const values = { reply: String(form.get('reply') ?? '') };
  try {
    const ctx = createRequestContext({ locale, viewer: await getRequestViewer() });
    await replyToReview(ctx, { reviewId, reply: values.reply });
  } catch (error) {
    return formStateFromError(error, { values });
  }
  // The page comes back with the answer in place of the form.
  refresh();
  return { fields: {}, values: {}, done: 'replied' };
}
