'use server';

import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { applyToWaitlist } from '@/server/domain/waitlist/apply-to-waitlist';
import { formStateFromError } from '../../../form-state';
import { getSessionViewer } from '../../profile/session-viewer';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The profile answers when the form carries them (a first application writes the profile). */
function readProfile(form: FormData) {
  if (!form.has('homeType')) return null;
  const yes = (name: string) => text(form, name) === 'yes';
  return {
    homeType: text(form, 'homeType') as never,
    hasGarden: yes('hasGarden'),
    experience: text(form, 'experience') as never,
    hasChildren: yes('hasChildren'),
    hasOtherPets: yes('hasOtherPets'),
    workingHours: text(form, 'workingHours') as never,
    about: text(form, 'about'),
  };
}

/** Applies to the litter's waitlist; back to the buyer's applications when filed. */
export async function applyToWaitlistAction(
  locale: Locale,
  listingId: string,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const values = Object.fromEntries([...form.keys()].map((key) => [key, text(form, key)]));
  let result;
  try {
    result = await applyToWaitlist(ctx, {
      listingId,
      message: text(form, 'message'),
      profile: readProfile(form),
    });
  } catch (error) {
    return formStateFromError(error, { values });
  }
  if (!result.ok) return { values, fields: { form: result.code } };
  redirect(`${getPathname('/profile/waitlists', {}, locale)}?done=applied`);
}
