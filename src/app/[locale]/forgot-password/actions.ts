'use server';

import type { AccountFormState } from '@/components/accounts/account-form-state';
import { headers } from 'next/headers';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { requestPasswordReset, resetPassword } from '@/server/domain/accounts/reset-password';
import { formStateFromError } from '../../form-state';

/** "Forgot password": the same answer whether or not the address has an account. */
export async function forgotPasswordAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const email = String(form.get('email') ?? '');
  try {
    await requestPasswordReset(getAccountServices(), { email }, await headers());
    return { fields: {}, values: {}, done: email.trim().toLowerCase() };
  } catch (error) {
    return formStateFromError(error, { values: { email } });
  }
}

/** The page the reset e-mail links to: sets the new password once. */
export async function newPasswordAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  try {
    await resetPassword(getAccountServices(), {
      token: String(form.get('token') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    return { fields: {}, values: {}, done: 'changed' };
  } catch (error) {
    return formStateFromError(error);
  }
}
