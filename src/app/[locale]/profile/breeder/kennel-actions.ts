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
import { getOwnKennel } from '@/server/domain/kennels/get-own-kennel';
import { requestKennelVerification } from '@/server/domain/kennels/request-kennel-verification';
import { createKennel, updateKennel } from '@/server/domain/kennels/save-kennel';
import { safeReturnPath } from '@/validation/safe-return-path';
import { getSessionViewer } from '../session-viewer';
import { domainErrorFields, formStateFromError } from '../../../form-state';

/**
 * Creates the viewer's kennel, then goes on where the breeder was headed (the new-ad form,
 * `returnTo`, a path on this site) or opens the kennel's edit page with a success notice.
 */
export async function createKennelAction(
  returnTo: string | null,
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
    return formStateFromError(error);
  }
  redirect(
    safeReturnPath(returnTo) ?? `${getPathname('/profile/breeder', {}, ctx.locale)}?created=1`,
  );
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
    return formStateFromError(error);
  }
}

/**
 * Asks the admins to verify the viewer's kennel, then shows the breeder page's verification
 * panel with the request's outcome (`?verification=requested`, or `?error=<code>`).
 */
export async function requestKennelVerificationAction(form: FormData): Promise<void> {
  const locale = String(form.get('locale'));
  const ctx = createRequestContext({
    viewer: await getSessionViewer(),
    locale: isLocale(locale) ? locale : 'en',
  });
  let query = 'verification=requested';
  try {
    await requestKennelVerification(ctx);
  } catch (error) {
    query = `error=${encodeURIComponent(domainErrorFields(error).form ?? 'failed')}`;
  }
  redirect(`${getPathname('/profile/breeder', {}, ctx.locale)}?${query}#verification`);
}
