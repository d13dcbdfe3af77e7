'use server';

import { headers } from 'next/headers';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { createRequestContext } from '@/server/context';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { requestEmailChange } from '@/server/domain/accounts/change-email';
import { changePassword } from '@/server/domain/accounts/change-password';
import { resendVerificationEmail } from '@/server/domain/accounts/resend-verification';
import { updateProfile } from '@/server/domain/accounts/update-profile';
import { isLocale } from '@/i18n/locales';
import { applySessionCookies } from '../../session-cookies';
import { getRequestViewer } from '../viewer';
import { formStateFromError } from '../../form-state';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Personal details: name, country, phone and the language of e-mails. */
export async function updateProfileAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const values = {
    name: text(form, 'name'),
    countryCode: text(form, 'countryCode'),
    phone: text(form, 'phone'),
    locale: text(form, 'locale'),
  };
  try {
    const ctx = createRequestContext({ viewer: await getRequestViewer() });
    await updateProfile(ctx, { ...values, locale: isLocale(values.locale) ? values.locale : 'en' });
    return { fields: {}, values, done: 'saved' };
  } catch (error) {
    return formStateFromError(error, { values });
  }
}

/** New sign-in address: a link to the new address, a notice to the current one. */
export async function requestEmailChangeAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const newEmail = text(form, 'newEmail');
  try {
    await requestEmailChange(getAccountServices(), { newEmail }, await headers());
    return { fields: {}, values: {}, done: newEmail.trim().toLowerCase() };
  } catch (error) {
    return formStateFromError(error, { values: { newEmail } });
  }
}

/** Password change; this browser gets a fresh session, every other one is signed out. */
export async function changePasswordAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  try {
    const { cookies } = await changePassword(
      getAccountServices(),
      { currentPassword: text(form, 'currentPassword'), newPassword: text(form, 'newPassword') },
      await headers(),
    );
    await applySessionCookies(cookies);
    return { fields: {}, values: {}, done: 'changed' };
  } catch (error) {
    return formStateFromError(error);
  }
}

/** Another confirmation link for an unconfirmed address. */
export async function resendVerificationAction(
  _previous: AccountFormState,
  _form: FormData,
): Promise<AccountFormState> {
  try {
    await resendVerificationEmail(getAccountServices(), await headers());
    return { fields: {}, values: {}, done: 'sent' };
  } catch (error) {
    return formStateFromError(error);
  }
}
