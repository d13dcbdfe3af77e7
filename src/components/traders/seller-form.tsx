'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { registerNumberError } from '@/validation/traders';
import { EMPTY_FORM_STATE, type AccountFormState } from '../accounts/account-form-state';
import type { CountryOption } from '../accounts/country-phone-fields';
import { FormError, FormField } from '../accounts/form-field';
import { TraderFields, type RegisterOption, type TraderValues } from './trader-fields';

type Action = (state: AccountFormState, form: FormData) => Promise<AccountFormState>;

export interface SellerFormInitial extends TraderValues {
  status: 'trader' | 'private' | null;
  hasIdDocument: boolean;
  isSelfCertified: boolean;
}

/**
 * How the kennel sells (DSA art. 30): privately, or as a trader with its traceability details.
 * The register number is checked as it is typed; the server action checks everything again.
 */
export function SellerForm({
  action,
  initial,
  countries,
  registers,
  documentUrl,
}: {
  action: Action;
  initial: SellerFormInitial;
  countries: CountryOption[];
  registers: RegisterOption[];
  /** Where the owner opens the document on file, when there is one. */
  documentUrl: string | null;
}) {
  const t = useTranslations('SellerForm');
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  const [status, setStatus] = useState(initial.status);
  const [values, setValues] = useState<TraderValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [changed, setChanged] = useState({ of: state, fields: new Set<string>() });
  const changedFields = changed.of === state ? changed.fields : new Set<string>();

  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(state.fields)) {
    if (!changedFields.has(field)) errors[field] = code;
  }
  const numberError = registerNumberError(values.registerCountry, values.registerNumber);
  if (numberError && touched.has('registerNumber')) errors.registerNumber = numberError;
  if (!status && touched.has('status')) errors.status = 'sellerStatusRequired';

  function set(field: keyof TraderValues, value: string) {
    setChanged({ of: state, fields: new Set(changedFields).add(field) });
    setValues((before) => ({ ...before, [field]: value }));
  }
  const touch = (field: string) => setTouched((before) => new Set(before).add(field));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand: React resets a form after its action, and controlled fields would go back.
    event.preventDefault();
    const form = event.currentTarget;
    if (!status || (status === 'trader' && numberError)) {
      setTouched(new Set(['status', 'registerNumber']));
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"], input[name="status"]')?.focus(),
      );
      return;
    }
    const data = new FormData(form);
    startTransition(() => formAction(data));
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="account-form seller-form">
      {state.done === 'saved' && (
        <p role="status" className="notice success">
          {t('saved')}
        </p>
      )}
      <FormError code={errors.form} />
      <fieldset aria-describedby={errors.status ? 'seller-status-error' : undefined}>
        <legend>{t('statusLegend')}</legend>
        {(['trader', 'private'] as const).map((option) => (
          <div className="radio-option" key={option}>
            <input
              type="radio"
              id={`seller-status-${option}`}
              name="status"
              value={option}
              checked={status === option}
              aria-describedby={`seller-status-${option}-hint`}
              onChange={() => {
                setStatus(option);
                touch('status');
              }}
            />
            <label htmlFor={`seller-status-${option}`}>{t(`status.${option}`)}</label>
            <p id={`seller-status-${option}-hint`} className="field-hint">
              {t(`statusHint.${option}`)}
            </p>
          </div>
        ))}
        {errors.status && (
          <p id="seller-status-error" className="field-error" role="alert">
            <FormErrorText code={errors.status} />
          </p>
        )}
      </fieldset>
      {status === 'trader' && (
        <TraderFields
          values={values}
          errors={errors}
          countries={countries}
          registers={registers}
          onChange={set}
          onBlur={touch}
        />
      )}
      {status === 'trader' && (
        <>
          <FormField
            name="idDocument"
            id="trader-idDocument"
            type="file"
            label={t('idDocument')}
            accept="image/jpeg,image/png,application/pdf"
            required={!initial.hasIdDocument}
            error={errors.idDocument}
            hint={initial.hasIdDocument ? t('idDocumentOnFile') : t('idDocumentHint')}
          />
          {documentUrl && (
            <p>
              <a href={documentUrl}>{t('idDocumentOpen')}</a>
            </p>
          )}
          <div className="field checkbox-field">
            <input
              type="checkbox"
              id="trader-selfCertified"
              name="selfCertified"
              defaultChecked={initial.isSelfCertified}
              aria-invalid={errors.selfCertified ? true : undefined}
              aria-describedby={errors.selfCertified ? 'trader-selfCertified-error' : undefined}
            />
            <label htmlFor="trader-selfCertified">{t('selfCertification')}</label>
            {errors.selfCertified && (
              <p id="trader-selfCertified-error" className="field-error" role="alert">
                <FormErrorText code={errors.selfCertified} />
              </p>
            )}
          </div>
        </>
      )}
      <button type="submit" className="button" disabled={pending}>
        {t('save')}
      </button>
    </form>
  );
}

function FormErrorText({ code }: { code: string }) {
  const t = useTranslations('Errors');
  return <>{t(code as 'required')}</>;
}
