'use server';

import { headers } from 'next/headers';
import QRCode from 'qrcode';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { getAccountServices } from '@/server/domain/accounts/auth';
import { confirmTwoFactorSetup, startTwoFactorSetup } from '@/server/domain/accounts/two-factor';
import { applySessionCookies } from '../../session-cookies';
import { formStateFromError } from '../../form-state';

/** Step 1: the password again, then a QR code for the authenticator app and backup codes. */
export async function startTwoFactorAction(
  _previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  try {
    const { totpUri, backupCodes } = await startTwoFactorSetup(
      getAccountServices(),
      { password: String(form.get('password') ?? '') },
      await headers(),
    );
    const qrSvg = await QRCode.toString(totpUri, { type: 'svg', margin: 1, width: 220 });
    const secret = new URL(totpUri).searchParams.get('secret') ?? '';
    return {
      fields: {},
      values: { qrSvg, secret, backupCodes: backupCodes.join(' ') },
      done: 'scan',
    };
  } catch (error) {
    return formStateFromError(error);
  }
}

/** Step 2: the first code from the app turns the second factor on for this account. */
export async function confirmTwoFactorAction(
  previous: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  try {
    const { cookies } = await confirmTwoFactorSetup(
      getAccountServices(),
      { code: String(form.get('code') ?? '') },
      await headers(),
    );
    await applySessionCookies(cookies);
    return { fields: {}, values: {}, done: 'enabled' };
  } catch (error) {
    return formStateFromError(error, previous);
  }
}
