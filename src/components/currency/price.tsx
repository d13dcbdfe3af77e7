'use client';

import { useTranslations } from 'next-intl';
import { usePriceParts } from './use-price-text';

/**
 * A price in the visitor's currency, marked approximate, with the original beside it
 * when the listing's currency differs.
 */
export function Price({ amount, currency }: { amount: number; currency: string }) {
  const t = useTranslations('ListingCard');
  const { original, approximate } = usePriceParts(amount, currency);
  if (approximate === null) return <span className="price">{original}</span>;
  return (
    <span className="price">
      <span className="price-main">{approximate}</span>{' '}
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
