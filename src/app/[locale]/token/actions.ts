'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { verifyEmail } from '@/server/domain/accounts/verify-email';
import { safeReturnPath } from '@/validation/safe-return-path';
import { applySessionCookies } from '../../session-cookies';

/**
 * The confirmation link's button: confirms the address, signs its owner in and lands them
 * where they were going when they signed up (a path on this site), or says it is done.
 */
export async function confirmEmailAction(
  token: string,
  returnTo: string | null,
  _previous: AccountFormState,
): Promise<AccountFormState> {
  const result = await verifyEmail(getAccountServices().auth, { token }, await headers());
  if (!result.verified) return { fields: {}, values: {}, done: 'failed' };
  await applySessionCookies(result.cookies);
  const back = safeReturnPath(returnTo);
  if (back) redirect(back);
  return { fields: {}, values: {}, done: 'verified' };
}
