'use client';

import { useTranslations } from 'next-intl';
import { FieldView, FormErrorView, type FieldViewProps } from './field-view';

interface Props extends FieldViewProps {
  /** The error's key under `Errors.`. */
  error?: string;
  /** Already-worded error text (admin pages, which are English only). */
  errorText?: string;
}

/** A labelled input with its hint and translated error wired for screen readers. */
export function FormField({ error, errorText, ...field }: Props) {
  const t = useTranslations('Errors');
  return (
    <FieldView {...field} errorText={error ? (errorText ?? t(error as 'required')) : undefined} />
  );
}

/** The form-level error (wrong credentials, used link, too many attempts), translated. */
export function FormError({ code }: { code?: string }) {
  const t = useTranslations('Errors');
  return <FormErrorView text={code ? t(code as 'wrongCredentials') : undefined} />;
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
