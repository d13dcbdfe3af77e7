'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState, type FormEvent } from 'react';
import { fieldErrors, signInSchema } from '@/validation/accounts';
import { EMPTY_FORM_STATE, type AccountFormState } from './account-form-state';
import { FormField } from './form-field';

export function SignInForm({
  action,
}: {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}) {
  const t = useTranslations('Auth');
  const tErrors = useTranslations('Errors');
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? state.fields;

  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = signInSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrors(parsed.error));
    } else {
      setClientErrors(null);
    }
  }

  return (
    <form action={formAction} onSubmit={validate} noValidate className="account-form">
      {errors.form && (
        <p className="field-error" role="alert">
          {tErrors(errors.form as 'wrongCredentials')}
        </p>
      )}
      <FormField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        defaultValue={state.values.email}
        error={errors.email}
      />
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
