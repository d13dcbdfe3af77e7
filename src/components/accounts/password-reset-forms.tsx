'use client';

import { useTranslations } from 'next-intl';
import { forgotPasswordSchema, newPasswordSchema } from '@/validation/accounts';
import type { AccountFormState } from './account-form-state';
import { EmailField, FormError, FormField } from './form-field';
import { useAccountForm } from './use-account-form';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

export function ForgotPasswordForm({ action }: { action: Action }) {
  const t = useTranslations('Auth');
  const { state, formAction, pending, validate, errors } = useAccountForm(
    action,
    forgotPasswordSchema,
  );
  if (state.done) {
    return (
      <div role="status" className="notice">
        <h2>{t('forgotSentTitle')}</h2>
        <p>{t('forgotSentBody', { email: state.done })}</p>
      </div>
    );
  }
  return (
    <form action={formAction} onSubmit={validate} noValidate className="account-form">
      <FormError code={errors.form} />
      <EmailField label={t('email')} value={state.values.email} error={errors.email} />
      <button type="submit" className="button" disabled={pending}>
        {t('submitForgot')}
      </button>
    </form>
  );
}

export function NewPasswordForm({
  action,
  token,
  signInHref,
}: {
  action: Action;
  token: string;
  signInHref: string;
}) {
  const t = useTranslations('Auth');
  const { state, formAction, pending, validate, errors } = useAccountForm(
    action,
    newPasswordSchema,
  );
  if (state.done) {
    return (
      <div role="status" className="notice">
        <h2>{t('passwordChangedTitle')}</h2>
        <p>{t('passwordChangedBody')}</p>
        <p>
          <a href={signInHref} className="button">
            {t('signIn')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <form action={formAction} onSubmit={validate} noValidate className="account-form">
      <FormError code={errors.form ?? errors.token} />
      <input type="hidden" name="token" value={token} />
      <FormField
        name="password"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        required
        hint={t('passwordHint')}
        error={errors.password}
      />
      <button type="submit" className="button" disabled={pending}>
        {t('submitNewPassword')}
      </button>
    </form>
  );
}
