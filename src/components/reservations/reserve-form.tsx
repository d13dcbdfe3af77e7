'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { AccountFormState } from '@/components/accounts/account-form-state';

interface Props {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
  /** The deposit as the visitor reads it (e.g. "80 000 Ft"). */
  deposit: string;
}

/**
 * "Reserve this puppy": starts the reservation and goes to the card page. Signed-out
 * visitors are sent to sign in and brought back to this dog; refusals (already reserved,
 * unconfirmed e-mail) are shown in place.
 */
export function ReserveForm({ action, deposit }: Props) {
  const t = useTranslations('Reserve');
  const tErrors = useTranslations('Errors');
  const [state, formAction, pending] = useActionState(action, { fields: {}, values: {} });
  const error = state.fields.form;
  return (
    <form action={formAction} className="reserve-form" aria-describedby="reserve-hint">
      <button type="submit" className="button primary" disabled={pending}>
        {t('button', { deposit })}
      </button>
      <p id="reserve-hint" className="muted">
        {t('hint')}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {tErrors(error as 'alreadyReserved')}
        </p>
      )}
    </form>
  );
}
