'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { useAccountForm } from '@/components/accounts/use-account-form';
import { REPLY_MAX, replySchema } from '@/validation/reviews';
import { useReviewErrorText } from './review-errors';

interface Props {
  reviewId: string;
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}

/** The breeder's one public answer to a review. */
export function ReplyForm({ reviewId, action }: Props) {
  const t = useTranslations('Ratings');
  const message = useReviewErrorText();
  const { state, formAction, pending, validate, errors } = useAccountForm(action, replySchema);
  const [typed, setTyped] = useState<{ state: AccountFormState; length: number } | null>(null);
  const length = typed?.state === state ? typed.length : (state.values.reply ?? '').length;
  const id = `reply-${reviewId}`;
  if (state.done) {
    return (
      <p className="notice success" role="status">
        {t('replied')}
      </p>
    );
  }
  return (
    <form action={formAction} onSubmit={validate} noValidate className="reply-form">
      {errors.form && (
        <p className="field-error" role="alert">
          {message(errors.form)}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>{t('replyLabel')}</label>
        <textarea
          id={id}
          name="reply"
          rows={4}
          maxLength={REPLY_MAX}
          required
          defaultValue={state.values.reply}
          onChange={(event) => setTyped({ state, length: event.currentTarget.value.length })}
          aria-invalid={errors.reply ? true : undefined}
          aria-describedby={[`${id}-hint`, errors.reply ? `${id}-error` : null]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('replyHint', { length, max: REPLY_MAX })}
        </p>
        {errors.reply && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {message(errors.reply)}
          </p>
        )}
      </div>
      <button type="submit" className="button small" disabled={pending} aria-busy={pending}>
        {pending ? t('replySending') : t('replySubmit')}
      </button>
    </form>
  );
}
