import { getFormatter, getTranslations } from 'next-intl/server';
import { Price, PriceRange } from '@/components/currency/price';
import type { Locale } from '@/i18n/locales';
import type { PublicListing } from '@/server/domain/listings/get-public-listing';
import { AdLocalizedText, pickLocalizedText } from './ad-localized-text';

/**
 * The price in the visitor's currency (approximate, with the original beside it), a litter's
 * price range, and the deposit the breeder takes with its refund policy.
 */
export async function AdPriceBlock({
  listing,
  locale,
}: {
  listing: PublicListing;
  locale: Locale;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Ad.price' }),
    getFormatter({ locale }),
  ]);
  const { priceAmount, priceMaxAmount, currency, depositType, depositValue } = listing;
  const isRange = priceAmount !== null && priceMaxAmount !== null && priceMaxAmount > priceAmount;
  const refund = pickLocalizedText(listing.refundPolicy, locale);
  const hasDeposit = depositType !== 'none' && depositValue !== null && depositValue > 0;
  return (
    <section className="ad-price-block" aria-labelledby="ad-price-heading">
      <h2 id="ad-price-heading" className="sr-only">
        {t('heading')}
      </h2>
      <p className="ad-price">
        <PriceRange amount={priceAmount} maxAmount={priceMaxAmount} currency={currency} />
      </p>
      {isRange && <p className="muted">{t('rangeHint')}</p>}
      {hasDeposit && (
        <dl className="ad-deposit">
          <div>
            <dt>{t('deposit')}</dt>
            <dd>
              {depositType === 'amount' ? (
                <Price amount={depositValue} currency={currency} />
              ) : (
                <>
                  {t('depositPercent', {
                    percent: format.number(depositValue / 100, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    }),
                  })}
                  {priceAmount !== null && !isRange && (
                    <>
                      {' · '}
                      <Price
                        amount={Math.round((priceAmount * depositValue) / 100)}
                        currency={currency}
                      />
                    </>
                  )}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('refundPolicy')}</dt>
            <dd>
              {refund ? (
                <AdLocalizedText text={refund} locale={locale} as="span" />
              ) : (
                t('noRefundPolicy')
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
