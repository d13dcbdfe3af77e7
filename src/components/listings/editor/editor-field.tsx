'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { TIME_LIMIT_VALUES } from '@/validation/time-limits';

/** An input's id from its field key (`dam.healthTests.0.name` → `dam-healthTests-0-name`). */
export const fieldId = (name: string) => name.replace(/\./g, '-');

/** Translates an `Errors.` key; keys the catalogue lacks (library defaults) read "check this". */
export function useErrorText() {
  const t = useTranslations('Errors');
  return (key: string | undefined) =>
    key
      ? t.has(key as 'required')
        ? t(key as 'required', TIME_LIMIT_VALUES)
        : t('VALIDATION')
      : undefined;
}

/** The asterisk after a required field's label; screen readers hear "required" from the control. */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}

export interface A11yProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its hint and translated error, linked for screen readers. */
export function EditorField({
  name,
  label,
  error,
  hint,
  className,
  required = false,
  children,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Marks the label with an asterisk (the control itself carries `required`). */
  required?: boolean;
  children: (a11y: A11yProps) => ReactNode;
}) {
  const errorText = useErrorText()(error);
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className="field-error">
          {errorText}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> & {
  name: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
};

/** A text, number or date input of the editor. */
export function EditorInput({ name, label, value, onValue, error, hint, ...input }: InputProps) {
  return (
    <EditorField name={name} label={label} error={error} hint={hint} required={input.required}>
      {(a11y) => (
        <input
          {...a11y}
          {...input}
          name={name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </EditorField>
  );
}

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'name'
> & {
  name: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
};

/** A multi-line text of the editor. */
export function EditorTextarea({
  name,
  label,
  value,
  onValue,
  error,
  hint,
  ...textarea
}: TextareaProps) {
  return (
    <EditorField name={name} label={label} error={error} hint={hint}>
      {(a11y) => (
        <textarea
          {...a11y}
          rows={3}
          {...textarea}
          name={name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </EditorField>
  );
}
