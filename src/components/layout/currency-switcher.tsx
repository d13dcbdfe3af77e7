'use client';

import { useTranslations } from 'next-intl';
import { CURRENCIES, CURRENCY_SYMBOLS, isCurrency } from '@/i18n/currencies';
import { useCurrency } from '../currency/currency-context';

/** Switches the display currency in place; without JavaScript the form round-trips. */
export function CurrencySwitcher() {
  const t = useTranslations('CurrencySwitcher');
  const { currency, setCurrency } = useCurrency();
  return (
    <form
      action="/api/currency"
      method="get"
      className="switcher"
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor="currency-select" title={t('hint')}>
        {t('label')}
      </label>
      <select
        id="currency-select"
        name="to"
        value={currency}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isCurrency(next)) setCurrency(next);
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} ({CURRENCY_SYMBOLS[code]})
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">OK</button>
      </noscript>
    </form>
  );
}
