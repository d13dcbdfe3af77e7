'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { LOCALE_NATIVE_NAMES, type Locale } from '@/i18n/locales';
import { descriptionField } from './kennel-form-values';

/**
 * One description per language behind tabs (the ARIA tabs pattern: arrow keys, Home, End).
 * Every panel stays in the form, so each language is sent even when its tab is hidden.
 */
export function DescriptionTabs({
  languages,
  values,
  errors,
  onChange,
  onBlur,
}: {
  /** The visitor's language first. */
  languages: Locale[];
  values: Partial<Record<Locale, string>>;
  errors: Record<string, string>;
  onChange: (locale: Locale, text: string) => void;
  onBlur: (locale: Locale) => void;
}) {
  const t = useTranslations('KennelForm');
  const tErrors = useTranslations('Errors');
  const [selected, setSelected] = useState<Locale>(languages[0]!);
  const tabs = useRef(new Map<Locale, HTMLButtonElement>());

  function move(event: KeyboardEvent, index: number) {
    const last = languages.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(languages[next]!);
    tabs.current.get(languages[next]!)?.focus();
  }

  return (
    <fieldset className="description-tabs">
      <legend>{t('description')}</legend>
      <p className="field-hint">{t('descriptionHint')}</p>
      <div role="tablist" aria-label={t('descriptionLanguages')} className="tab-list">
        {languages.map((locale, index) => {
          const filled = Boolean(values[locale]?.trim());
          const invalid = Boolean(errors[descriptionField(locale)]);
          return (
            <button
              key={locale}
              ref={(node) => {
                if (node) tabs.current.set(locale, node);
                else tabs.current.delete(locale);
              }}
              type="button"
              role="tab"
              id={`description-tab-${locale}`}
              aria-selected={selected === locale}
              aria-controls={`description-panel-${locale}`}
              tabIndex={selected === locale ? 0 : -1}
              className={invalid ? 'tab invalid' : 'tab'}
              onClick={() => setSelected(locale)}
              onKeyDown={(event) => move(event, index)}
            >
              <span lang={locale}>{LOCALE_NATIVE_NAMES[locale]}</span>
              {filled && (
                <>
                  <span className="tab-mark" aria-hidden="true">
                    ✓
                  </span>
                  <span className="sr-only"> ({t('descriptionFilled')})</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {languages.map((locale) => {
        const name = descriptionField(locale);
        const error = errors[name];
        return (
          <div
            key={locale}
            role="tabpanel"
            id={`description-panel-${locale}`}
            aria-labelledby={`description-tab-${locale}`}
            hidden={selected !== locale}
            className="field"
          >
            <label htmlFor={name}>
              {t('descriptionIn', { language: LOCALE_NATIVE_NAMES[locale] })}
            </label>
            <textarea
              id={name}
              name={name}
              lang={locale}
              rows={8}
              maxLength={5000}
              value={values[locale] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${name}-error` : undefined}
              onChange={(event) => onChange(locale, event.target.value)}
              onBlur={() => onBlur(locale)}
            />
            {error && (
              <p id={`${name}-error`} className="field-error" role="alert">
                {tErrors(error as 'tooLong')}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
