'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { EMPTY_FORM_STATE, type AccountFormState } from './account-form-state';
import { FormError } from './form-field';

/** Tells an unconfirmed account what it cannot do yet, with a button for a new link. */
export function UnverifiedNotice({
  email,
  resend,
}: {
  email: string;
  resend: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}) {
  const t = useTranslations('Profile');
  const [state, formAction, pending] = useActionState(resend, EMPTY_FORM_STATE);
  return (
    <div className="notice warning" role="status">
      <h2>{t('unverifiedTitle')}</h2>
      <p>{t('unverifiedBody', { email })}</p>
      {state.done ? (
        <p>{t('resent')}</p>
      ) : (
        <form action={formAction}>
          <FormError code={state.fields.form} />
          <button type="submit" className="button secondary small" disabled={pending}>
            {t('resend')}
          </button>
        </form>
      )}
    </div>
  );
}
