'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { signUpSchema } from '@/validation/accounts';
import type { AccountFormState } from './account-form-state';
import { EmailField, FormError, FormField } from './form-field';
import { useAccountForm } from './use-account-form';

interface Props {
  locale: Locale;
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
  countries: { key: string; name: string; dial: string | null }[];
  defaultCountry: string;
}

export function SignUpForm({ locale, action, countries, defaultCountry }: Props) {
  const t = useTranslations('Auth');
  const { state, formAction, pending, validate, errors } = useAccountForm(action, signUpSchema, {
    locale,
  });
  const [country, setCountry] = useState(state.values.countryCode || defaultCountry);

  if (state.done) {
    return (
      <div role="status" className="notice">
        <h2>{t('checkEmailTitle')}</h2>
        <p>{t('checkEmailBody', { email: state.done })}</p>
      </div>
    );
  }

  const dial = countries.find((c) => c.key === country)?.dial ?? '+';
  return (
    <form action={formAction} onSubmit={validate} noValidate className="account-form">
      <FormError code={errors.form} />
      <FormField
        name="name"
        label={t('name')}
        autoComplete="name"
        required
        defaultValue={state.values.name}
        error={errors.name}
      />
      <EmailField label={t('email')} value={state.values.email} error={errors.email} />
      <FormField
        name="password"
        type="password"
        label={t('password')}
        autoComplete="new-password"
        required
        minLength={12}
        maxLength={128}
        hint={t('passwordHint')}
        error={errors.password}
      />
      <FormField name="countryCode" label={t('country')} error={errors.countryCode}>
        <select
          id="countryCode"
          name="countryCode"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
        >
          {countries.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        name="phone"
        type="tel"
        label={t('phone')}
        autoComplete="tel"
        defaultValue={state.values.phone}
        hint={t('phoneHint', { dial })}
        error={errors.phone}
      />
      <button type="submit" className="button" disabled={pending}>
        {t('submitSignUp')}
      </button>
    </form>
  );
}
