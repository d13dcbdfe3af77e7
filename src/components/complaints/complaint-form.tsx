'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { useAccountForm } from '@/components/accounts/use-account-form';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  complaintSchema,
} from '@/validation/complaints';

/** Message keys of this form that live under `ComplaintErrors`; the rest are `Errors.*`. */
const OWN_ERRORS = new Set([
  'descriptionTooShort',
  'complaintAlreadyOpen',
  'complaintNotAllowed',
  'complaintTransitionRefused',
]);

interface Props {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}

/**
 * The problem form: a category and a description (30 to 4000 characters, counted as typed).
 * Checked in the browser with the server's schema; without JavaScript the server answers.
 */
export function ComplaintForm({ action }: Props) {
  const t = useTranslations('ProblemPage.form');
  const tCategories = useTranslations('ComplaintCategories');
  const tOwn = useTranslations('ComplaintErrors');
  const tErrors = useTranslations('Errors');
  const { state, formAction, pending, validate, errors } = useAccountForm(action, complaintSchema);
  // What was typed since the last answer; an answer resets the form to the text it sent back.
  const [typed, setTyped] = useState<{ state: AccountFormState; length: number } | null>(null);
  const length = typed?.state === state ? typed.length : (state.values.description ?? '').length;
  const message = (code: string | undefined) =>
    code === undefined
      ? undefined
      : OWN_ERRORS.has(code)
        ? tOwn(code as 'descriptionTooShort')
        : tErrors.has(code as 'required')
          ? tErrors(code as 'required')
          : tErrors('INTERNAL');

  return (
    <form action={formAction} onSubmit={validate} noValidate className="complaint-form">
      {errors.form && (
        <p className="field-error" role="alert">
          {message(errors.form)}
        </p>
      )}
      <div className="field">
        <label htmlFor="complaint-category">{t('category')}</label>
        <select
          id="complaint-category"
          name="category"
          defaultValue={state.values.category ?? ''}
          required
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? 'complaint-category-error' : undefined}
        >
          <option value="" disabled>
            {t('categoryPlaceholder')}
          </option>
          {COMPLAINT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {tCategories(category)}
            </option>
          ))}
        </select>
        {errors.category && (
          <p id="complaint-category-error" className="field-error" role="alert">
            {message(errors.category)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="complaint-description">{t('description')}</label>
        <textarea
          id="complaint-description"
          name="description"
          rows={8}
          required
          minLength={COMPLAINT_DESCRIPTION_MIN}
          maxLength={COMPLAINT_DESCRIPTION_MAX}
          defaultValue={state.values.description}
          onChange={(event) => setTyped({ state, length: event.currentTarget.value.length })}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={[
            'complaint-description-hint',
            errors.description ? 'complaint-description-error' : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <p id="complaint-description-hint" className="field-hint">
          {t('descriptionHint', {
            min: COMPLAINT_DESCRIPTION_MIN,
            max: COMPLAINT_DESCRIPTION_MAX,
            length,
          })}
        </p>
        {errors.description && (
          <p id="complaint-description-error" className="field-error" role="alert">
            {message(errors.description)}
          </p>
        )}
      </div>
      <p className="field-hint">{t('photosLater')}</p>
      <button type="submit" className="button" disabled={pending} aria-busy={pending}>
        {pending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
