'use client';

import { useTranslations } from 'next-intl';
import { signInSchema } from '@/validation/accounts';
import type { AccountFormState } from './account-form-state';
import { EmailField, FormError, FormField } from './form-field';
import { useAccountForm } from './use-account-form';

export function SignInForm({
  action,
}: {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}) {
  const t = useTranslations('Auth');
  const { state, formAction, pending, validate, errors } = useAccountForm(action, signInSchema);

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
