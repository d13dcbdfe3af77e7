import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldViewProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  /** Element id when the name repeats on a page (e.g. the footer's newsletter address). */
  id?: string;
  label: string;
  /** The error's text, already worded; none when the field is fine. */
  errorText?: string;
  hint?: ReactNode;
  children?: ReactNode;
}

/**
 * A labelled input with its hint and error wired for screen readers. It reads no messages, so
 * the footer's newsletter form can use it without the Errors namespace on every page.
 */
export function FieldView({
  name,
  id = name,
  label,
  errorText,
  hint,
  children,
  ...input
}: FieldViewProps) {
  const describedBy = [hint ? `${id}-hint` : null, errorText ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          name={name}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A form-level error (wrong credentials, used link, too many attempts), already worded. */
export function FormErrorView({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className="field-error" role="alert">
      {text}
    </p>
  );
}
