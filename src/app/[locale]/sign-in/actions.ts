'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { getAuth, getSignInThrottle } from '@/server/domain/accounts/auth';
import { signIn, signOut } from '@/server/domain/accounts/sign-in';
import { DomainError } from '@/server/domain/errors';
import { applySessionCookies } from '../../session-cookies';

/** Sign-in form: on success back to the home page (a new session cookie each time). */
export async function signInAction(
  locale: Locale,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const email = String(form.get('email') ?? '');
  try {
    const { cookies } = await signIn(
      getAuth(),
      getSignInThrottle(),
      { email, password: String(form.get('password') ?? '') },
      await headers(),
    );
    await applySessionCookies(cookies);
  } catch (error) {
    if (error instanceof DomainError) return { fields: error.fields, values: { email } };
    throw error;
  }
  redirect(getPathname('/', {}, locale));
}

/** Ends the session and returns to the home page of the language. */
export async function signOutAction(locale: Locale): Promise<void> {
  const { cookies } = await signOut(getAuth(), await headers());
  await applySessionCookies(cookies);
  redirect(getPathname('/', {}, locale));
}
