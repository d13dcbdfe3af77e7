'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LOCALES, LOCALE_NATIVE_NAMES, type Locale } from '@/i18n/locales';
import { useErrorText } from './editor-field';

/**
 * One text in several languages: the visitor's language first and open, the others folded
 * away until the breeder opens them (or they already have text). Buyers read the text in
 * their own language when it exists.
 */
export function LocalizedTextField({
  name,
  label,
  hint,
  texts,
  onChange,
  maxLength,
  error,
  rows = 6,
}: {
  name: 'description' | 'refundPolicy';
  label: string;
  hint?: string;
  texts: Partial<Record<Locale, string>>;
  onChange: (texts: Partial<Record<Locale, string>>) => void;
  maxLength: number;
  error?: string;
  rows?: number;
}) {
  const locale = useLocale();
  const t = useTranslations('ListingForm');
  const errorText = useErrorText()(error);
  const order = [locale, ...LOCALES.filter((other) => other !== locale)];
  const [initiallyOpen] = useState(
    () => new Set(order.filter((l) => l === locale || Boolean(texts[l]?.trim()))),
  );
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="localized-text" aria-describedby={describedBy || undefined}>
      <legend>{label}</legend>
      {hint && (
        <p id={`${name}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${name}-error`} className="field-error">
          {errorText}
        </p>
      )}
      {order.map((language) => {
        const text = texts[language] ?? '';
        const id = `${name}-${language}`;
        return (
          <details key={language} open={initiallyOpen.has(language)} className="language-text">
            <summary>
              <span lang={language}>{LOCALE_NATIVE_NAMES[language]}</span>
              {text.trim() && <span className="badge">{t('languageFilled')}</span>}
            </summary>
            <div className="field">
              <label htmlFor={id} className="sr-only">
                {t('inLanguage', { field: label, language: LOCALE_NATIVE_NAMES[language] })}
              </label>
              <textarea
                id={id}
                name={name}
                lang={language}
                rows={rows}
                value={text}
                maxLength={maxLength}
                aria-invalid={error && text.length > maxLength ? true : undefined}
                aria-describedby={`${id}-count`}
                onChange={(event) => onChange({ ...texts, [language]: event.target.value })}
              />
              <p id={`${id}-count`} className="field-hint">
                {t('characters', { count: text.length, max: maxLength })}
              </p>
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}
