'use client';

import { useTranslations } from 'next-intl';
import { changeEmailSchema, changePasswordSchema, profileSchema } from '@/validation/accounts';
import type { AccountFormState } from './account-form-state';
import { CountryPhoneFields, type CountryOption } from './country-phone-fields';
import { FormError, FormField } from './form-field';
import { useAccountForm } from './use-account-form';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

/** Name, country, phone and the language the site writes e-mails in. */
export function ProfileForm({
  action,
  countries,
  languages,
  account,
}: {
  action: Action;
  countries: CountryOption[];
  languages: { key: string; name: string }[];
  account: { name: string; countryCode: string; phone: string; locale: string };
}) {
  const t = useTranslations('Profile');
  const auth = useTranslations('Auth');
  const { state, formAction, pending, validate, errors } = useAccountForm(action, profileSchema);
  const values = { ...account, ...state.values };
  return (
    <form action={formAction} onSubmit={validate} noValidate className="account-form">
      <p>{t('editIntro')}</p>
      {state.done === 'saved' && (
        <p role="status" className="notice success">
          {t('saved')}
        </p>
      )}
      <FormError code={errors.form} />
      <FormField
        name="name"
        label={auth('name')}
        autoComplete="name"
        required
        defaultValue={values.name}
        error={errors.name}
      />
      <CountryPhoneFields
        countries={countries}
        country={values.countryCode}
        phone={values.phone}
        errors={errors}
      />
      <FormField name="locale" label={t('language')} error={errors.locale}>
        <select id="locale" name="locale" defaultValue={values.locale}>
          {languages.map((language) => (
            <option key={language.key} value={language.key}>
              {language.name}
            </option>
          ))}
        </select>
      </FormField>
      <button type="submit" className="button" disabled={pending}>
        {t('save')}
      </button>
    </form>
  );
}

/** A new sign-in address, confirmed through a link sent to it. */
export function EmailChangeForm({
  action,
  currentEmail,
}: {
  action: Action;
  currentEmail: string;
}) {
  const t = useTranslations('Profile');
  const { state, formAction, pending, validate, errors } = useAccountForm(
    action,
    changeEmailSchema,
  );
  return (
    <section aria-labelledby="email-section-title" className="profile-subsection">
      <h3 id="email-section-title">{t('emailSection')}</h3>
      <p>{t('currentEmail', { email: currentEmail })}</p>
      {state.done ? (
        <p role="status" className="notice success">
          {t('emailChangeSent', { email: state.done })}
        </p>
      ) : (
        <form action={formAction} onSubmit={validate} noValidate className="account-form">
          <FormError code={errors.form} />
          <FormField
            name="newEmail"
            type="email"
            label={t('newEmail')}
            autoComplete="email"
            required
            defaultValue={state.values.newEmail}
            error={errors.newEmail}
          />
          <button type="submit" className="button" disabled={pending}>
            {t('submitEmailChange')}
          </button>
        </form>
      )}
    </section>
  );
}

/** Current and new password; other devices are signed out afterwards. */
export function ChangePasswordForm({ action }: { action: Action }) {
  const t = useTranslations('Profile');
  const auth = useTranslations('Auth');
  const { state, formAction, pending, validate, errors } = useAccountForm(
    action,
    changePasswordSchema,
  );
  if (state.done) {
    return (
      <p role="status" className="notice success">
        {t('passwordChanged')}
      </p>
    );
  }
  return (
    <form action={formAction} onSubmit={validate} noValidate className="account-form">
      <p>{t('changePasswordIntro')}</p>
      <FormError code={errors.form} />
      <FormField
        name="currentPassword"
        type="password"
        label={t('currentPassword')}
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <FormField
        name="newPassword"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        required
        minLength={12}
        maxLength={128}
        hint={auth('passwordHint')}
        error={errors.newPassword}
      />
      <button type="submit" className="button" disabled={pending}>
        {t('submitChangePassword')}
      </button>
    </form>
  );
}
