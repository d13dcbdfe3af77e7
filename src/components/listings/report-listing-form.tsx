'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  REPORT_TEXT_MIN,
  listingReportSchema,
} from '@/validation/reports';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { FormField } from '@/components/accounts/form-field';
import { useAccountForm } from '@/components/accounts/use-account-form';

/** Message keys of this form that live under `Ad.reportErrors`; the rest are `Errors.*`. */
const OWN_ERRORS = new Set(['reportTextTooShort', 'reportDuplicate']);

interface Props {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}

/**
 * "Report this ad" behind a disclosure. Whether the visitor is signed in is asked only when
 * it opens, so the page itself stays the same, cacheable HTML for everyone.
 */
export function ReportListingForm({ action }: Props) {
  const t = useTranslations('Ad.report');
  const tOwn = useTranslations('Ad.reportErrors');
  const tErrors = useTranslations('Errors');
  const { state, formAction, pending, validate, errors } = useAccountForm(
    action,
    listingReportSchema,
  );
  const [isSignedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  // What was typed since the last answer; an answer resets the form to the text it sent back.
  const [typed, setTyped] = useState<{ state: AccountFormState; length: number } | null>(null);
  const length = typed?.state === state ? typed.length : (state.values.text ?? '').length;
  const message = (code: string | undefined) =>
    code === undefined
      ? undefined
      : OWN_ERRORS.has(code)
        ? tOwn(code as 'reportDuplicate')
        : tErrors(code as 'required');

  function lookUpSession(open: boolean) {
    if (!open || isSignedIn !== undefined) return;
    fetch('/api/auth/get-session', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: unknown } | null) => setSignedIn(Boolean(session?.user)))
      .catch(() => setSignedIn(false));
  }

  return (
    <details
      className="ad-report"
      onToggle={(event) => lookUpSession(event.currentTarget.open)}
      // Answered without JavaScript, the page comes back fresh: keep the answer in view.
      open={state.done || Object.keys(state.fields).length > 0 ? true : undefined}
    >
      <summary>{t('open')}</summary>
      {state.done ? (
        <p className="notice" role="status">
          {t('sent')}
        </p>
      ) : (
        <form action={formAction} onSubmit={validate} noValidate className="ad-report-form">
          <p className="muted">{t('intro')}</p>
          {errors.form && (
            <p className="field-error" role="alert">
              {message(errors.form)}
            </p>
          )}
          <fieldset
            className="ad-report-reasons"
            role="radiogroup"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'report-reason-error' : undefined}
          >
            <legend>{t('reason')}</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="ad-report-reason">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  defaultChecked={state.values.reason === reason}
                />{' '}
                {t(`reasons.${reason}`)}
              </label>
            ))}
            {errors.reason && (
              <p id="report-reason-error" className="field-error" role="alert">
                {message(errors.reason)}
              </p>
            )}
          </fieldset>
          <div className="field">
            <label htmlFor="report-text">{t('text')}</label>
            <textarea
              id="report-text"
              name="text"
              rows={5}
              maxLength={REPORT_TEXT_MAX}
              defaultValue={state.values.text}
              onChange={(event) => setTyped({ state, length: event.currentTarget.value.length })}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={['report-text-hint', errors.text ? 'report-text-error' : null]
                .filter(Boolean)
                .join(' ')}
            />
            <p id="report-text-hint" className="field-hint">
              {t('textHint', { min: REPORT_TEXT_MIN, max: REPORT_TEXT_MAX, length })}
            </p>
            {errors.text && (
              <p id="report-text-error" className="field-error" role="alert">
                {message(errors.text)}
              </p>
            )}
          </div>
          {!isSignedIn && (
            <FormField
              name="email"
              id="report-email"
              type="email"
              autoComplete="email"
              label={t('email')}
              hint={t('emailHint')}
              defaultValue={state.values.email}
              error={errors.email}
              errorText={message(errors.email)}
            />
          )}
          <button type="submit" className="button" disabled={pending} aria-busy={pending}>
            {pending ? t('sending') : t('send')}
          </button>
        </form>
      )}
    </details>
  );
}
