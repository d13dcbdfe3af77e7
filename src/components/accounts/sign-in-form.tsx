'use client';

import { useTranslations } from 'next-intl';
import { signInSchema, totpCodeSchema } from '@/validation/accounts';
import type { AccountFormState } from './account-form-state';
import { EmailField, FormError, FormField } from './form-field';
import { useAccountForm } from './use-account-form';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

/** E-mail and password; accounts with an authenticator app then enter their code. */
export function SignInForm({ action, codeAction }: { action: Action; codeAction: Action }) {
  const t = useTranslations('Auth');
  const { state, formAction, pending, validate, errors } = useAccountForm(action, signInSchema);

  if (state.done === 'code') return <SignInCodeForm action={codeAction} />;
  return (
    <form action={formAction} onSubmit={validate} noValidate className="account-form">
      <FormError code={errors.form} />
      <EmailField label={t('email')} value={state.values.email} error={errors.email} />
      <FormField
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <button type="submit" className="button" disabled={pending}>
        {t('submitSignIn')}
      </button>
    </form>
  );
}

function SignInCodeForm({ action }: { action: Action }) {
  const t = useTranslations('Auth');
  // Backup codes (xxxxx-xxxxx) are checked on the server; the schema covers the usual case.
  const { formAction, pending, errors } = useAccountForm(action, totpCodeSchema);
  return (
    <form action={formAction} noValidate className="account-form">
      <h2>{t('codeTitle')}</h2>
      <p>{t('codeIntro')}</p>
      <FormError code={errors.form} />
      <FormField
        name="code"
        label={t('code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
        error={errors.code}
      />
      <button type="submit" className="button" disabled={pending}>
        {t('submitCode')}
      </button>
    </form>
  );
}
