'use client';

import { useActionState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { signInSchema, totpCodeSchema } from '@/validation/accounts';
import { EMPTY_FORM_STATE, type AccountFormState } from './account-form-state';
import { EmailField, FormError, FormField } from './form-field';
import { useAccountForm } from './use-account-form';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

/**
 * E-mail and password; accounts with an authenticator app then enter their code. The second
 * button mails a one-time sign-in link to the typed address instead (no password needed).
 */
export function SignInForm({
  action,
  codeAction,
  linkAction,
  linkMinutes,
}: {
  action: Action;
  codeAction: Action;
  linkAction: Action;
  linkMinutes: number;
}) {
  const t = useTranslations('Auth');
  const { state, formAction, pending, validate, errors } = useAccountForm(action, signInSchema);
  const [link, linkFormAction, linkPending] = useActionState(linkAction, EMPTY_FORM_STATE);
  const shown = link.fields.form || link.fields.email ? link.fields : errors;
  // The link needs only the e-mail address; the server checks it.
  const check = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!submitter?.hasAttribute('data-sign-in-link')) validate(event);
  };

  if (state.done === 'code') return <SignInCodeForm action={codeAction} />;
  return (
    <form action={formAction} onSubmit={check} noValidate className="account-form">
      {link.done && (
        <div role="status" className="notice">
          <h2>{t('signInLinkSentTitle')}</h2>
          <p>{t('signInLinkSentBody', { email: link.done, minutes: linkMinutes })}</p>
        </div>
      )}
      <FormError code={shown.form} />
      <EmailField
        label={t('email')}
        value={state.values.email ?? link.values.email}
        error={shown.email}
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
      <p>{t('signInLinkOffer')}</p>
      <button
        type="submit"
        className="button secondary"
        formAction={linkFormAction}
        formNoValidate
        data-sign-in-link
        disabled={linkPending}
      >
        {t('signInLinkButton')}
      </button>
    </form>
  );
}

/** The second step of a sign-in: the code from the authenticator app (or a backup code). */
export function SignInCodeForm({ action }: { action: Action }) {
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
