import { getTranslations } from 'next-intl/server';
import { AdLocalizedText, pickLocalizedText } from '@/components/listings/ad-localized-text';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import type { OwnOrder } from '@/server/domain/payments/payable-order';

/** What the buyer pays for: the dog, its breeder, the deposit and the breeder's refund policy. */
export async function OrderSummary({ found, locale }: { found: OwnOrder; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  const { order, listing, kennel } = found;
  const refund = listing ? pickLocalizedText(listing.refundPolicy, locale) : null;
  const tag = LOCALE_TAGS[locale];
  return (
    <div className="order-summary">
      {kennel && <p className="muted">{t('kennel', { kennel: kennel.name })}</p>}
      <dl className="order-facts">
        <div>
          <dt>{t('deposit')}</dt>
          <dd className="order-amount">{formatMoney(order.amount, order.currency, tag)}</dd>
        </div>
        {listing?.priceAmount != null && (
          <div>
            <dt>{t('price')}</dt>
            <dd>{formatMoney(listing.priceAmount, listing.currency, tag)}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="order-refund">
        <h2 id="order-refund">{t('refundPolicy')}</h2>
        {refund ? <AdLocalizedText text={refund} locale={locale} /> : <p>{t('noRefundPolicy')}</p>}
      </section>
    </div>
  );
}
