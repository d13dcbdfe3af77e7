'use server';

import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { isLocale, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { addKennelBreed } from '@/server/domain/kennels/add-kennel-breed';
import { removeKennelBreed } from '@/server/domain/kennels/remove-kennel-breed';
import { getSessionViewer } from '../profile/session-viewer';
import { formStateFromError } from '../../form-state';

type BreedChange = typeof addKennelBreed | typeof removeKennelBreed;

async function changeBreeds(change: BreedChange, form: FormData, notice: 'added' | 'removed') {
  const raw = String(form.get('locale'));
  const locale: Locale = isLocale(raw) ? raw : 'en';
  const breedKey = String(form.get('breedKey') ?? '');
  try {
    await change(createRequestContext({ viewer: await getSessionViewer(), locale }), { breedKey });
  } catch (error) {
    return formStateFromError(error);
  }
  const target = getPathname('/my-breeding/[[...breed]]', {}, locale);
  redirect(`${target}?${new URLSearchParams({ [notice]: breedKey })}`);
}

/** Adds a breed to the viewer's kennel, then shows the breeds with a notice. */
export async function addBreedAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return changeBreeds(addKennelBreed, form, 'added');
}

/** Removes a breed from the viewer's kennel, then shows the breeds with a notice. */
export async function removeBreedAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return changeBreeds(removeKennelBreed, form, 'removed');
}
