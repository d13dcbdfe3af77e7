'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { useAccountForm } from '@/components/accounts/use-account-form';
import { RATINGS, REVIEW_BODY_MAX, REVIEW_BODY_MIN, reviewSchema } from '@/validation/reviews';
import { useReviewErrorText } from './review-errors';
import './reviews.css';

interface Props {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}

/**
 * Stars and text of a review. The stars are native radio buttons, so arrow keys move between
 * them and the form works without JavaScript; CSS draws them as stars.
 */
export function ReviewForm({ action }: Props) {
  const t = useTranslations('ReviewPage');
  const message = useReviewErrorText();
  const { state, formAction, pending, validate, errors } = useAccountForm(action, reviewSchema);
  // What was typed since the last answer; an answer resets the form to the text it sent back.
  const [typed, setTyped] = useState<{ state: AccountFormState; length: number } | null>(null);
  const length = typed?.state === state ? typed.length : (state.values.body ?? '').length;
  const describedBy = (id: string, error: string | undefined) =>
    [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <form action={formAction} onSubmit={validate} noValidate className="review-form">
      {errors.form && (
        <p className="field-error" role="alert">
          {message(errors.form)}
        </p>
      )}
      <fieldset
        className="star-input"
        role="radiogroup"
        aria-labelledby="review-rating-label"
        aria-describedby={describedBy('review-rating', errors.rating)}
        aria-invalid={errors.rating ? true : undefined}
        aria-required="true"
      >
        <legend id="review-rating-label">{t('rating')}</legend>
        <div className="star-input-options">
          {RATINGS.map((rating) => (
            <label key={rating} className="star-input-option">
              <input
                type="radio"
                name="rating"
                value={rating}
                defaultChecked={state.values.rating === String(rating)}
              />
              <span className="star-input-star" aria-hidden="true">
                ★
              </span>
              <span className="sr-only">{t(`star${rating}`)}</span>
            </label>
          ))}
          <span className="star-input-words" aria-hidden="true">
            {RATINGS.map((rating) => (
              <span key={rating} className={`star-input-word star-input-word-${rating}`}>
                {t(`star${rating}`)}
              </span>
            ))}
          </span>
        </div>
        <p id="review-rating-hint" className="field-hint">
          {t('ratingHint')}
        </p>
        {errors.rating && (
          <p id="review-rating-error" className="field-error" role="alert">
            {message(errors.rating)}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="review-body">{t('text')}</label>
        <textarea
          id="review-body"
          name="body"
          rows={8}
          maxLength={REVIEW_BODY_MAX}
          required
          defaultValue={state.values.body}
          onChange={(event) => setTyped({ state, length: event.currentTarget.value.length })}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy('review-body', errors.body)}
        />
        <p id="review-body-hint" className="field-hint">
          {t('textHint', { length, min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX })}
        </p>
        {errors.body && (
          <p id="review-body-error" className="field-error" role="alert">
            {message(errors.body)}
          </p>
        )}
      </div>
      <p className="muted">{t('rulesNote')}</p>
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        {pending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
