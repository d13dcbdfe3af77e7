'use server';

import { refresh, updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import type {
  LitterBornInput,
  LitterBornResult,
  SaveListingResult,
  StatusActionState,
} from '@/components/listings/editor/listing-action-states';
import { isLocale, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext, type RequestContext } from '@/server/context';
import {
  closePlannedLitter,
  deleteListing,
  markListingSold,
  publishListing,
  renewListing,
  restoreListing,
  unpublishListing,
} from '@/server/domain/listings/change-listing-state';
import type { BreederEvent } from '@/server/domain/listings/get-own-listing';
import { markLitterBorn } from '@/server/domain/listings/mark-litter-born';
import { createListing, updateListing } from '@/server/domain/listings/save-listing';
import type { ListingInput } from '@/validation/listings';
import { getRequestViewer } from '../viewer';
import { LISTINGS_CACHE_TAG } from '../list-page-params';
import { domainErrorFields } from '../../form-state';

async function context(locale: Locale = 'en'): Promise<RequestContext> {
  return createRequestContext({ locale, viewer: await getRequestViewer() });
}

/** Public lists are cached; a breeder sees their own change there at once. */
function changed() {
  updateTag(LISTINGS_CACHE_TAG);
  refresh();
}
/** Field → `Errors.` key for an expected failure; anything else is a real error. */
/**
 * Saves the editor: a new ad becomes a draft and the browser goes on to its edit page (where
 * photos are added); an existing one is updated in place.
 */
export async function saveListingAction(
  locale: string,
  listingId: string | null,
  input: ListingInput,
): Promise<SaveListingResult> {
  const language = isLocale(locale) ? locale : 'en';
  let createdId: string;
  try {
    const ctx = await context(language);
    if (listingId) {
      await updateListing(ctx, listingId, input);
      changed();
      return { ok: true, id: listingId };
    }
    createdId = (await createListing(ctx, input)).id;
  } catch (error) {
    return { ok: false, fields: domainErrorFields(error) };
  }
  redirect(`${getPathname('/my-listings/edit/[id]', { id: createdId }, language)}?created=1`);
}

const STATUS_CHANGES: Record<
  Exclude<BreederEvent, 'markBorn'>,
  (ctx: RequestContext, id: string) => Promise<unknown>
> = {
  publish: publishListing,
  unpublish: unpublishListing,
  renew: renewListing,
  sell: markListingSold,
  delete: deleteListing,
  restore: restoreListing,
  close: closePlannedLitter,
};

/** One status button (publish, unpublish, renew, mark sold, delete, restore) of an own ad. */
export async function changeListingStatusAction(
  _previous: StatusActionState,
  form: FormData,
): Promise<StatusActionState> {
  const id = String(form.get('id') ?? '');
  const event = String(form.get('event') ?? '');
  if (!Object.hasOwn(STATUS_CHANGES, event)) return { error: 'VALIDATION' };
  const change = STATUS_CHANGES[event as keyof typeof STATUS_CHANGES];
  try {
    await change(await context(), id);
  } catch (error) {
    const fields = domainErrorFields(error);
    return { error: fields.form ?? Object.values(fields)[0] ?? 'VALIDATION' };
  }
  changed();
  return { done: event as keyof typeof STATUS_CHANGES };
}

/** The litter is born: its puppies become drafts, listed back with their ids for editing. */
export async function markLitterBornAction(
  litterId: string,
  input: LitterBornInput,
): Promise<LitterBornResult> {
  try {
    const puppies = await markLitterBorn(await context(), litterId, input);
    changed();
    return { ok: true, puppies: puppies.map((puppy) => ({ id: puppy.id, title: puppy.title })) };
  } catch (error) {
    return { ok: false, fields: domainErrorFields(error) };
  }
}
