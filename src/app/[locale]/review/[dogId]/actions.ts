'use server';

import { revalidateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { createReview } from '@/server/domain/reviews/create-review';
import { LISTINGS_CACHE_TAG } from '../../list-page-params';
import { getRequestViewer } from '../../viewer';
import { formStateFromError } from '../../../form-state';

/**
 * Publishes the buyer's review; the domain checks the purchase. On success the page comes
 * back with `?done=1`, which thanks them, with or without JavaScript.
 */
export async function createReviewAction(
  locale: Locale,
  listingId: string,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { rating: field('rating'), body: field('body') };
  try {
    const ctx = createRequestContext({ locale, viewer: await getRequestViewer() });
    await createReview(ctx, { listingId, ...values });
  } catch (error) {
    return formStateFromError(error, { values });
  }
  // Cards show the kennel's rating; cached lists pick the new one up on their next refresh.
  revalidateTag(LISTINGS_CACHE_TAG, 'max');
  redirect(`${getPathname('/review/[dogId]', { dogId: listingId }, locale)}?done=1`);
}
