'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  /** Element id when the name repeats on a page (e.g. the footer's newsletter address). */
  id?: string;
  label: string;
  error?: string;
  /** Already-worded error text (admin pages, which are English only). */
  errorText?: string;
  hint?: ReactNode;
  children?: ReactNode;
}

/** A labelled input with its hint and translated error wired for screen readers. */
export function FormField({
  name,
  id = name,
  label,
  error,
  errorText,
  hint,
  children,
  ...input
}: Props) {
  const t = useTranslations('Errors');
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {errorText ?? t(error as 'required')}
        </p>
      )}
    </div>
  );
}

/** The form-level error (wrong credentials, used link, too many attempts), translated. */
export function FormError({ code }: { code?: string }) {
  const t = useTranslations('Errors');
  if (!code) return null;
  return (
    <p className="field-error" role="alert">
      {t(code as 'wrongCredentials')}
    </p>
  );
}

/** The e-mail address field every account form shares. */
export function EmailField({
  label,
  value,
  error,
}: {
  label: string;
  value?: string;
  error?: string;
}) {
  return (
    <FormField
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      required
      defaultValue={value}
      error={error}
    />
  );
}
