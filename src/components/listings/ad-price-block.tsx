import { getFormatter, getTranslations } from 'next-intl/server';
import { Price, PriceRange } from '@/components/currency/price';
import type { Locale } from '@/i18n/locales';
import type { PublicListing } from '@/server/domain/listings/get-public-listing';
import type { DepositOffer } from '@/server/domain/reservations/deposit-offer';
import { AdLocalizedText, pickLocalizedText } from './ad-localized-text';

/**
 * The price in the visitor's currency (approximate, with the original beside it), a litter's
 * price range, and — when the dog can be reserved (`depositOffer`) — the deposit with its
 * refund policy.
 */
export async function AdPriceBlock({
  listing,
  deposit,
  locale,
}: {
  listing: PublicListing;
  deposit: DepositOffer | null;
  locale: Locale;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Ad.price' }),
    getFormatter({ locale }),
  ]);
  const { priceAmount, priceMaxAmount, currency, depositType, depositValue } = listing;
  const isRange = priceAmount !== null && priceMaxAmount !== null && priceMaxAmount > priceAmount;
  const refund = pickLocalizedText(listing.refundPolicy, locale);
  return (
    <section className="ad-price-block" aria-labelledby="ad-price-heading">
      <h2 id="ad-price-heading" className="sr-only">
        {t('heading')}
      </h2>
      <p className="ad-price">
        <PriceRange amount={priceAmount} maxAmount={priceMaxAmount} currency={currency} />
      </p>
      {isRange && <p className="muted">{t('rangeHint')}</p>}
      {deposit !== null && depositValue !== null && (
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
                  {' · '}
                  <Price amount={deposit.amount} currency={deposit.currency} />
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
