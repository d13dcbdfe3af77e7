'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { EMPTY_FORM_STATE, type AccountFormState } from '../accounts/account-form-state';
import { FormField } from '../accounts/form-field';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

// Admin is English only (docs/decisions.md, "Localized paths"), so these texts are not translated.
const ERRORS: Record<string, string> = {
  wrongPassword: 'The password is not right.',
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'This code is not right. Check the time on your phone and try the newest code.',
  twoFactorAlreadyOn: 'Your authenticator app is already set up.',
  RATE_LIMITED: 'Too many attempts. Please wait a little and try again.',
};
const message = (code?: string) => (code ? (ERRORS[code] ?? 'Please try again.') : undefined);

/** Admin roles add an authenticator app before the admin area opens: password, scan, code. */
export function TwoFactorSetup({ start, confirm }: { start: Action; confirm: Action }) {
  const [scan, startAction, starting] = useActionState(start, EMPTY_FORM_STATE);
  const [result, confirmAction, confirming] = useActionState(confirm, EMPTY_FORM_STATE);
  const router = useRouter();
  useEffect(() => {
    if (result.done === 'enabled') router.refresh();
  }, [result.done, router]);

  if (scan.done !== 'scan') {
    return (
      <form action={startAction} className="account-form">
        <p>
          The admin area needs a second factor. Confirm your password, then scan a QR code with an
          authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).
        </p>
        <FormField
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          error={scan.fields.password ?? scan.fields.form}
          errorText={message(scan.fields.password ?? scan.fields.form)}
        />
        <button type="submit" className="button" disabled={starting}>
          Continue
        </button>
      </form>
    );
  }
  return (
    <div className="two-factor-setup">
      <p>Scan this code with your authenticator app, or type the key below into it.</p>
      <div
        className="qr-code"
        role="img"
        aria-label="QR code for the authenticator app"
        dangerouslySetInnerHTML={{ __html: scan.values.qrSvg ?? '' }}
      />
      <p>
        Key: <code data-testid="totp-secret">{scan.values.secret}</code>
      </p>
      <p>Backup codes (each works once if you lose your phone; keep them somewhere safe):</p>
      <ul className="backup-codes">
        {scan.values.backupCodes?.split(' ').map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <form action={confirmAction} className="account-form">
        <FormField
          name="code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          error={result.fields.code ?? result.fields.form}
          errorText={message(result.fields.code ?? result.fields.form)}
        />
        <button type="submit" className="button" disabled={confirming}>
          Turn on and open the admin area
        </button>
      </form>
    </div>
  );
}
