'use server';

import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { createRequestContext } from '@/server/context';
import { createPuppyRequest } from '@/server/domain/puppy-match/create-puppy-request';
import { updatePuppyRequest } from '@/server/domain/puppy-match/update-puppy-request';
import { formStateFromError } from '../../form-state';
import { getSessionViewer } from '../profile/session-viewer';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const yes = (form: FormData, name: string) => text(form, name) === 'yes';
const orNull = (value: string) => (value === '' ? null : value);

/** "1 234,50" → 123450 minor units, "-5" → -500 (refused as below zero); NaN when not money. */
function budgetMinor(value: string): number {
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(value.replace(/[\s\u00a0]/g, ''));
  if (!match) return Number.NaN;
  const units = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -units : units;
}

/** The form's fields as the use case reads them (numbers typed, empty choices left out). */
function readForm(form: FormData) {
  return {
    request: {
      breedKeys: form.getAll('breedKeys').map(String).filter(Boolean),
      size: orNull(text(form, 'size')) as never,
      energy: orNull(text(form, 'energy')) as never,
      coat: orNull(text(form, 'coat')) as never,
      sex: orNull(text(form, 'sex')) as never,
      age: text(form, 'age') as never,
      budgetAmount: budgetMinor(text(form, 'budget')),
      currency: text(form, 'currency') as never,
      countryCode: text(form, 'countryCode'),
      region: orNull(text(form, 'region')),
      travelKm: text(form, 'travelKm') === '' ? Number.NaN : Number(text(form, 'travelKm')),
      wantedBy: orNull(text(form, 'wantedBy')),
      message: text(form, 'message'),
    },
    profile: {
      homeType: text(form, 'homeType') as never,
      hasGarden: yes(form, 'hasGarden'),
      experience: text(form, 'experience') as never,
      hasChildren: yes(form, 'hasChildren'),
      hasOtherPets: yes(form, 'hasOtherPets'),
      workingHours: text(form, 'workingHours') as never,
      about: text(form, 'about'),
    },
  };
}

/** Files (or, with `id`, edits) the viewer's request and saves their profile with it. */
export async function savePuppyRequestAction(
  locale: Locale,
  id: string | null,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const values = Object.fromEntries(
    [...form.keys()].map((key) => [key, form.getAll(key).map(String).join(',')]),
  );
  const { request, profile } = readForm(form);
  try {
    if (id) await updatePuppyRequest(ctx, { id, request });
    else await createPuppyRequest(ctx, { request, profile });
  } catch (error) {
    return formStateFromError(error, { values });
  }
  redirect(
    `${getPathname('/profile/puppy-requests', {}, locale)}?done=${id ? 'updated' : 'created'}`,
  );
}
