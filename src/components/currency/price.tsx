'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_TAGS } from '@/i18n/locales';
import { convertMinor, formatMoney } from '@/i18n/money';
import { useCurrency } from './currency-context';
import { useExchangeRates } from './exchange-rates-context';

/**
 * A price in the visitor's currency, marked approximate, with the original beside it
 * when the listing's currency differs.
 */
export function Price({ amount, currency }: { amount: number; currency: string }) {
  const locale = useLocale();
  const t = useTranslations('ListingCard');
  const { currency: display } = useCurrency();
  const rates = useExchangeRates();
  const tag = LOCALE_TAGS[locale];
  const original = formatMoney(amount, currency, tag);
  const converted =
    display !== currency && rates ? convertMinor(amount, currency, display, rates) : null;
  if (converted === null) return <span className="price">{original}</span>;
  return (
    <span className="price">
      <span className="price-main">
        {t('approximately')} {formatMoney(converted, display, tag, { approximate: true })}
      </span>{' '}
      <span className="price-original" title={t('originalPrice', { price: original })}>
        ({original})
      </span>
    </span>
  );
}

/** A price, a litter's price range ("from – to"), or "price on request" when there is none. */
export function PriceRange({
  amount,
  maxAmount,
  currency,
}: {
  amount: number | null;
  maxAmount: number | null;
  currency: string;
}) {
  const t = useTranslations('Listing');
  if (amount === null) return <>{t('priceOnRequest')}</>;
  if (maxAmount === null || maxAmount <= amount)
    return <Price amount={amount} currency={currency} />;
  return (
    <>
      <Price amount={amount} currency={currency} /> –{' '}
      <Price amount={maxAmount} currency={currency} />
    </>
  );
}
