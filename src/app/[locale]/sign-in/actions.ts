'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/paths';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { signIn, signOut } from '@/server/domain/accounts/sign-in';
import { requestSignInLink, signInWithLink } from '@/server/domain/accounts/sign-in-link';
import { verifySignInCode } from '@/server/domain/accounts/two-factor';
import { safeReturnPath } from '@/validation/safe-return-path';
import { applySessionCookies } from '../../session-cookies';
import { formStateFromError } from '../../form-state';

/**
 * Sign-in form: on success back to the page the visitor came from (`returnTo`, a path on this
 * site) or the home page, with a new session cookie each time; accounts with a second factor
 * are asked for their code first.
 */
export async function signInAction(
  locale: Locale,
  returnTo: string | null,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const email = String(form.get('email') ?? '');
  try {
    const result = await signIn(
      getAccountServices(),
      { email, password: String(form.get('password') ?? '') },
      await headers(),
    );
    await applySessionCookies(result.cookies);
    if (result.needsSecondFactor) return { fields: {}, values: { email }, done: 'code' };
  } catch (error) {
    return formStateFromError(error, { values: { email } });
  }
  redirect(safeReturnPath(returnTo) ?? getPathname('/', {}, locale));
}

/** "E-mail me a sign-in link": the same answer whether or not the address has an account. */
export async function signInLinkAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const email = String(form.get('email') ?? '');
  try {
    await requestSignInLink(getAccountServices(), { email }, await headers());
  } catch (error) {
    return formStateFromError(error, { values: { email } });
  }
  return { fields: {}, values: { email }, done: email.trim().toLowerCase() };
}

/**
 * The mailed link's button: signs in whatever the password throttle says; accounts with an
 * authenticator app are asked for their code next, as after a password.
 */
export async function signInWithLinkAction(
  locale: Locale,
  token: string,
  _previous: AccountFormState,
): Promise<AccountFormState> {
  try {
    const result = await signInWithLink(getAccountServices(), { token }, await headers());
    await applySessionCookies(result.cookies);
    if (result.needsSecondFactor) return { fields: {}, values: {}, done: 'code' };
  } catch (error) {
    return formStateFromError(error);
  }
  redirect(getPathname('/', {}, locale));
}

/** Second step for accounts with an authenticator app: the six-digit or a backup code. */
export async function signInCodeAction(
  locale: Locale,
  returnTo: string | null,
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  try {
    const { cookies } = await verifySignInCode(
      getAccountServices(),
      { code: String(form.get('code') ?? '') },
      await headers(),
    );
    await applySessionCookies(cookies);
  } catch (error) {
    return formStateFromError(error, { values: {}, done: 'code' });
  }
  redirect(safeReturnPath(returnTo) ?? getPathname('/', {}, locale));
}

/** Ends the session and returns to the home page of the language. */
export async function signOutAction(locale: Locale): Promise<void> {
  const { cookies } = await signOut(getAccountServices().auth, await headers());
  await applySessionCookies(cookies);
  redirect(getPathname('/', {}, locale));
}
