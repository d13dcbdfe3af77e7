'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { EMPTY_FORM_STATE, type AccountFormState } from './account-form-state';
import { FormError } from './form-field';
import { SignInCodeForm } from './sign-in-form';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

/** One button that spends the mailed token; the authenticator code follows where one is set. */
export function SignInLinkForm({ action, codeAction }: { action: Action; codeAction: Action }) {
  const t = useTranslations('Auth');
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  if (state.done === 'code') return <SignInCodeForm action={codeAction} />;
  return (
    <form action={formAction} className="account-form">
      <p>{t('signInLinkIntro')}</p>
      <FormError code={state.fields.form} />
      <button type="submit" className="button" disabled={pending}>
        {t('submitSignInLink')}
      </button>
    </form>
  );
}
