'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { LOCALES, LOCALE_NATIVE_NAMES, type Locale } from '@/i18n/locales';

/**
 * Lands on the same page in the chosen language. A plain GET form so it also works without
 * JavaScript (the server falls back to the referring page).
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const t = useTranslations('LanguageSwitcher');
  const fromRef = useRef<HTMLInputElement>(null);
  return (
    <form action="/api/locale" method="get" className="switcher">
      <label htmlFor="language-select">{t('label')}</label>
      <input type="hidden" name="from" ref={fromRef} />
      <select
        id="language-select"
        name="to"
        defaultValue={locale}
        onChange={(event) => {
          if (fromRef.current) fromRef.current.value = location.pathname + location.search;
          event.currentTarget.form?.requestSubmit();
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">OK</button>
      </noscript>
    </form>
  );
}
