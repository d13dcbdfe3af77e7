'use server';

import { headers } from 'next/headers';
import { isLocale, type Locale } from '@/i18n/locales';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { signUp } from '@/server/domain/accounts/sign-up';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { formStateFromError } from '../../form-state';

const strings = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;

/** Sign-up form: field errors come back as message keys; success shows "check your inbox". */
export async function signUpAction(
  locale: Locale,
  returnTo: string | null,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const values = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    password: String(form.get('password') ?? ''),
    countryCode: String(form.get('countryCode') ?? ''),
    phone: String(form.get('phone') ?? ''),
    // The language of e-mails; the page's language unless the person chose another.
    locale: isLocale(String(form.get('locale'))) ? (String(form.get('locale')) as Locale) : locale,
    acceptTerms: form.get('acceptTerms') ?? undefined,
    returnTo: returnTo ?? undefined,
  };
  try {
    await signUp(getAccountServices(), values, await headers());
    return { fields: {}, values: {}, done: values.email.trim().toLowerCase() };
  } catch (error) {
    return formStateFromError(error, { values: { ...strings(values), password: '' } });
  }
}
