'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import {
  kennelInputFromValues,
  kennelValuesFromForm,
} from '@/components/kennels/kennel-form-values';
import { isLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { getOwnKennel } from '@/server/domain/kennels/get-own-kennel';
import { createKennel, updateKennel } from '@/server/domain/kennels/save-kennel';
import { getSessionViewer } from '../session-viewer';

function failed(error: unknown): AccountFormState {
  if (error instanceof DomainError) {
    const fields = Object.keys(error.fields).length ? error.fields : { form: error.code };
    return { fields: { ...fields }, values: {} };
  }
  throw error;
}

/** Creates the viewer's kennel, then opens its edit page with a success notice. */
export async function createKennelAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const locale = String(form.get('locale'));
  const ctx = createRequestContext({
    viewer: await getSessionViewer(),
    locale: isLocale(locale) ? locale : 'en',
  });
  try {
    await createKennel(ctx, kennelInputFromValues(kennelValuesFromForm(form)));
  } catch (error) {
    return failed(error);
  }
  redirect(`${getPathname('/profile/breeder', {}, ctx.locale)}?created=1`);
}

/** Saves the viewer's own kennel. */
export async function updateKennelAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  try {
    const ctx = createRequestContext({ viewer: await getSessionViewer() });
    const kennel = await getOwnKennel(ctx);
    if (!kennel) return { fields: { form: 'kennelRequired' }, values: {} };
    await updateKennel(ctx, kennel.id, kennelInputFromValues(kennelValuesFromForm(form)));
    // The links beside the form (public page address) follow a changed slug.
    revalidatePath('/[locale]/profile/breeder', 'page');
    return { fields: {}, values: {}, done: 'saved' };
  } catch (error) {
    return failed(error);
  }
}
