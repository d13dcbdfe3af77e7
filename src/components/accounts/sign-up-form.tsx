'use client';

import { useTranslations } from 'next-intl';
import { LOCALES, LOCALE_NATIVE_NAMES, type Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { signUpSchema } from '@/validation/accounts';
import type { AccountFormState } from './account-form-state';
import { CountryPhoneFields, type CountryOption } from './country-phone-fields';
import { EmailField, FormError, FormField } from './form-field';
import { useAccountForm } from './use-account-form';

interface Props {
  locale: Locale;
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
  countries: CountryOption[];
  defaultCountry: string;
}

export function SignUpForm({ locale, action, countries, defaultCountry }: Props) {
  const t = useTranslations('Auth');
  const tProfile = useTranslations('Profile');
  const tErrors = useTranslations('Errors');
  const { state, formAction, pending, validate, errors } = useAccountForm(action, signUpSchema);

  if (state.done) {
    return (
      <div role="status" className="notice">
        <h2>{t('checkEmailTitle')}</h2>
        <p>{t('checkEmailBody', { email: state.done })}</p>
      </div>
    );
  }

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
      <CountryPhoneFields
        countries={countries}
        country={state.values.countryCode || defaultCountry}
        phone={state.values.phone}
        errors={errors}
      />
      <FormField name="locale" label={tProfile('language')} error={errors.locale}>
        <select id="locale" name="locale" defaultValue={state.values.locale || locale}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NATIVE_NAMES[code]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="field consent-field">
        <input
          type="checkbox"
          id="acceptTerms"
          name="acceptTerms"
          required
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
        />
        <label htmlFor="acceptTerms">
          {t.rich('consentLabel', {
            terms: (text) => (
              <Link route="/terms-and-conditions" locale={locale} target="_blank">
                {text}
              </Link>
            ),
            privacy: (text) => (
              <Link route="/privacy-policy" locale={locale} target="_blank">
                {text}
              </Link>
            ),
          })}
        </label>
        {errors.acceptTerms && (
          <p id="acceptTerms-error" className="field-error" role="alert">
            {tErrors(errors.acceptTerms as 'consentRequired')}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={pending}>
        {t('submitSignUp')}
      </button>
    </form>
  );
}
