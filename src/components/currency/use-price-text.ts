'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_TAGS } from '@/i18n/locales';
import { convertMinor, formatMoney } from '@/i18n/money';
import { useCurrency } from './currency-context';
import { useExchangeRates } from './exchange-rates-context';

/**
 * A listing's amount in its own currency and, when the visitor shows another, the approximate
 * amount in theirs ("approx. €205"); null when the two are the same or no rates are known.
 */
export function usePriceParts(amount: number, currency: string) {
  const locale = useLocale();
  const t = useTranslations('ListingCard');
  const { currency: display } = useCurrency();
  const rates = useExchangeRates();
  const tag = LOCALE_TAGS[locale];
  const original = formatMoney(amount, currency, tag);
  const converted =
    display !== currency && rates ? convertMinor(amount, currency, display, rates) : null;
  const approximate =
    converted === null
      ? null
      : `${t('approximately')} ${formatMoney(converted, display, tag, { approximate: true })}`;
  return { original, approximate };
}

/**
 * An amount as plain text for places a `<Price>` element cannot go (a button's words): the
 * listing's own amount, followed by the approximate amount in the visitor's currency when the
 * two differ ("80 000 Ft (approx. €205)").
 */
export function usePriceText(amount: number, currency: string): string {
  const { original, approximate } = usePriceParts(amount, currency);
  return approximate === null ? original : `${original} (${approximate})`;
}
