'use server';

import { signInFirst } from '../../../../sign-in-first';
import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { reportListing } from '@/server/domain/listings/report-listing';
import { reserveDog } from '@/server/domain/reservations/reserve-dog';
import { getPathname } from '@/i18n/paths';
import { LISTINGS_CACHE_TAG } from '../../../../list-page-params';
import { submitReport } from '../../../../submit-report';
import { getRequestViewer } from '../../../../viewer';

/** "Report this ad": signed in or not; the domain checks the ad is public and not yet reported. */
export async function reportListingAction(
  locale: Locale,
  listingId: string,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return submitReport(locale, (ctx, input) => reportListing(ctx, { listingId, ...input }), form);
}

/**
 * "Reserve this puppy": signed-out visitors sign in first and come back to the dog; then the
 * reservation starts and the buyer goes to the card page of its deposit.
 */
export async function reserveAction(
  locale: Locale,
  listingId: string,
  adPath: string,
  _previous: AccountFormState,
): Promise<AccountFormState> {
  const viewer = await getRequestViewer();
  if (!viewer) {
    signInFirst(locale, { path: adPath });
  }
  let started;
  try {
    started = await reserveDog(createRequestContext({ locale, viewer }), { listingId });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const code =
      error.fields.form ?? (error.code === 'FORBIDDEN' ? 'emailNotVerified' : error.code);
    return { fields: { form: code }, values: {} };
  }
  if (!started.ok) return { fields: { form: started.code }, values: {} };
  updateTag(LISTINGS_CACHE_TAG);
  redirect(getPathname('/card-payment/[id]', { id: started.orderId }, locale));
}
