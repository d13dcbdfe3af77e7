'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { EMPTY_FORM_STATE, type AccountFormState } from '../accounts/account-form-state';
import './kennel-form.css';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

// Until Errors has its own key, the domain answers CONFLICT when the breed still has ads.
const BLOCKED = new Set(['CONFLICT', 'breedHasListings']);

/** Removes a breed from the kennel after a second, explicit confirmation. */
export function RemoveBreedButton({
  action,
  breedKey,
  breedName,
  locale,
}: {
  action: Action;
  breedKey: string;
  breedName: string;
  locale: string;
}) {
  const t = useTranslations('MyBreeding');
  const tErrors = useTranslations('Errors');
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const [confirming, setConfirming] = useState(false);
  const error = state.fields.breedKey ?? state.fields.form;
  return (
    <div className="remove-breed">
      {confirming ? (
        <form action={formAction} className="inline-actions">
          <input type="hidden" name="breedKey" value={breedKey} />
          <input type="hidden" name="locale" value={locale} />
          <span role="status">{t('removeConfirm', { breed: breedName })}</span>
          <button type="submit" className="button small" disabled={pending} autoFocus>
            {t('removeYes')}
          </button>
          <button
            type="button"
            className="button secondary small"
            onClick={() => setConfirming(false)}
          >
            {t('removeNo')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button secondary small"
          onClick={() => setConfirming(true)}
        >
          {t('remove')}
          <span className="sr-only"> {breedName}</span>
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {BLOCKED.has(error) ? t('removeBlocked') : tErrors(error as 'NOT_FOUND')}
        </p>
      )}
    </div>
  );
}
