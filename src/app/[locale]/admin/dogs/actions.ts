'use server';

import { refresh, updateTag } from 'next/cache';
import type { ModerationState } from '@/components/admin/moderation-state';
import { createRequestContext } from '@/server/context';
import { hideListing, restoreHiddenListing } from '@/server/domain/admin/dogs/moderate-listing';
import { getRequestViewer } from '../../viewer';
import { LISTINGS_CACHE_TAG } from '../../list-page-params';
import { domainErrorFields } from '../../../form-state';

type Moderate = typeof hideListing;

async function moderate(
  change: Moderate,
  done: ModerationState['done'],
  form: FormData,
): Promise<ModerationState> {
  const reason = String(form.get('reason') ?? '');
  try {
    const viewer = await getRequestViewer();
    await change(createRequestContext({ locale: 'en', viewer }), {
      listingId: String(form.get('listingId') ?? ''),
      reason,
    });
  } catch (error) {
    return { fields: domainErrorFields(error), values: { reason } };
  }
  // The cached public lists and breed pages drop (or regain) the ad at once, in every process.
  updateTag(LISTINGS_CACHE_TAG);
  refresh();
  return { fields: {}, values: {}, done };
}

/** Hides an ad with a reason the breeder receives by e-mail (ADMIN, ADMINV; the domain checks). */
export async function hideListingAction(
  _previous: ModerationState,
  form: FormData,
): Promise<ModerationState> {
  return moderate(hideListing, 'hidden', form);
}

/** Restores a hidden ad; the breeder is told, with the admin's note. */
export async function restoreHiddenListingAction(
  _previous: ModerationState,
  form: FormData,
): Promise<ModerationState> {
  return moderate(restoreHiddenListing, 'restored', form);
}
