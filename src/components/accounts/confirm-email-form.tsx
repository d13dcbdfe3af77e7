'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { EMPTY_FORM_STATE, type AccountFormState } from './account-form-state';

type Action = (state: AccountFormState) => Promise<AccountFormState>;

/**
 * The page a confirmation e-mail links to. Opening it spends nothing (mail scanners open
 * links too); the button confirms the address and signs the person in.
 */
export function ConfirmEmailForm({ locale, action }: { locale: Locale; action: Action }) {
  const t = useTranslations('Auth');
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  if (state.done === 'verified' || state.done === 'failed') {
    const isVerified = state.done === 'verified';
    return (
      <div role="status">
        <h2>{isVerified ? t('verifiedTitle') : t('verifyFailedTitle')}</h2>
        <p>{isVerified ? t('verifiedBody') : t('verifyFailedBody')}</p>
        <p>
          <Link route="/" locale={locale} className="button">
            {t('continue')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form action={formAction} className="account-form">
      <p>{t('confirmEmailBody')}</p>
      <button type="submit" className="button primary" disabled={pending}>
        {t('confirmEmailButton')}
      </button>
    </form>
  );
}
