import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { findCountry } from '@/reference/countries';
import type { PublicSeller } from '@/server/domain/traders/find-public-seller';

/**
 * Who sells, as EU law asks buyers to be told (DSA art. 30–31): a trader's legal name, address
 * and trade register number, or a private seller with what that means for the buyer's rights.
 */
export async function SellerBlock({
  seller,
  locale,
  headingId,
}: {
  seller: PublicSeller | null;
  locale: Locale;
  headingId: string;
}) {
  if (!seller) return null;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'SellerBlock' }),
    getFormatter({ locale }),
  ]);
  return (
    <section aria-labelledby={headingId} className="seller-block">
      <h2 id={headingId}>{t('title')}</h2>
      {seller.status === 'private' ? (
        <>
          <p>
            <strong>{t('private')}</strong>
          </p>
          <p>{t('privateExplanation')}</p>
        </>
      ) : (
        <>
          <p>
            <strong>{seller.legalName}</strong> · {t('trader')}
          </p>
          <address>
            {seller.street}
            <br />
            {[seller.postcode, seller.city].filter(Boolean).join(' ')},{' '}
            {findCountry(seller.countryCode)?.names[locale] ?? seller.countryCode}
          </address>
          <dl>
            <dt>{t('register')}</dt>
            <dd>
              {seller.registerName ? `${seller.registerName}: ` : ''}
              {seller.registerNumber}
            </dd>
          </dl>
          {seller.verifiedAt && (
            <p>
              {t('registerChecked', {
                date: format.dateTime(seller.verifiedAt, { dateStyle: 'long' }),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
