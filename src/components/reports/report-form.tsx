'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { REPORT_REASONS, REPORT_TEXT_MAX, REPORT_TEXT_MIN } from '@/validation/report-fields';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { FormField } from '@/components/accounts/form-field';
import { useAccountForm } from '@/components/accounts/use-account-form';
import './report-form.css';

/** Message keys of this form that live under `ReportForm.errors`; the rest are `Errors.*`. */
const OWN_ERRORS = new Set(['reportTextTooShort', 'reportDuplicate']);

type ReportSchema = (typeof import('@/validation/reports'))['listingReportSchema'];

interface Props {
  /** What is reported: its texts, and which reasons apply ("duplicate" is for ads only). */
  target: 'listing' | 'kennel' | 'review';
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}

/**
 * "Report this ad / kennel / review" behind a disclosure. Whether the visitor is signed in is
 * asked only when it opens, so the page itself stays the same, cacheable HTML for everyone.
 */
export function ReportForm({ target, action }: Props) {
  const t = useTranslations('ReportForm');
  const tOwn = useTranslations('ReportForm.errors');
  const tErrors = useTranslations('Errors');
  const id = useId();
  const reasons = REPORT_REASONS.filter((reason) => target === 'listing' || reason !== 'duplicate');
  // Zod and the schema load when the form opens, not with the page; until then the server checks.
  const [schema, setSchema] = useState<ReportSchema | null>(null);
  const { state, formAction, pending, validate, errors } = useAccountForm(action, schema);
  const [isSignedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  // What was typed since the last answer; an answer resets the form to the text it sent back.
  const [typed, setTyped] = useState<{ state: AccountFormState; length: number } | null>(null);
  const length = typed?.state === state ? typed.length : (state.values.text ?? '').length;
  const message = (code: string | undefined) =>
    code === undefined
      ? undefined
      : OWN_ERRORS.has(code)
        ? tOwn(code as 'reportDuplicate', { target })
        : tErrors(code as 'required');

  function opened(open: boolean) {
    if (!open) return;
    if (!schema) {
      import('@/validation/reports')
        .then((module) => setSchema(module.listingReportSchema))
        .catch(() => undefined);
    }
    lookUpSession();
  }

  function lookUpSession() {
    if (isSignedIn !== undefined) return;
    fetch('/api/auth/get-session', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: unknown } | null) => setSignedIn(Boolean(session?.user)))
      .catch(() => setSignedIn(false));
  }

  return (
    <details
      className="abuse-report"
      onToggle={(event) => opened(event.currentTarget.open)}
      // Answered without JavaScript, the page comes back fresh: keep the answer in view.
      open={state.done || Object.keys(state.fields).length > 0 ? true : undefined}
    >
      <summary>{t('open', { target })}</summary>
      {state.done ? (
        <p className="notice" role="status">
          {t('sent', { target })}
        </p>
      ) : (
        <form action={formAction} onSubmit={validate} noValidate className="abuse-report-form">
          <p className="muted">{t('intro', { target })}</p>
          {errors.form && (
            <p className="field-error" role="alert">
              {message(errors.form)}
            </p>
          )}
          <fieldset
            className="abuse-report-reasons"
            role="radiogroup"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          >
            <legend>{t('reason')}</legend>
            {reasons.map((reason) => (
              <label key={reason} className="abuse-report-reason">
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
              <p id={`${id}-reason-error`} className="field-error" role="alert">
                {message(errors.reason)}
              </p>
            )}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-text`}>{t('text')}</label>
            <textarea
              id={`${id}-text`}
              name="text"
              rows={5}
              maxLength={REPORT_TEXT_MAX}
              defaultValue={state.values.text}
              onChange={(event) => setTyped({ state, length: event.currentTarget.value.length })}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={[`${id}-text-hint`, errors.text ? `${id}-text-error` : null]
                .filter(Boolean)
                .join(' ')}
            />
            <p id={`${id}-text-hint`} className="field-hint">
              {t('textHint', { min: REPORT_TEXT_MIN, max: REPORT_TEXT_MAX, length })}
            </p>
            {errors.text && (
              <p id={`${id}-text-error`} className="field-error" role="alert">
                {message(errors.text)}
              </p>
            )}
          </div>
          {!isSignedIn && (
            <FormField
              name="email"
              id={`${id}-email`}
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
