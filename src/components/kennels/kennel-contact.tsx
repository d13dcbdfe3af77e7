import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

// The kennel schema's z.url() also lets javascript: and data: addresses through.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * Address, phone, e-mail and website of a kennel with a breeder profile (the page hides it
 * otherwise); the address is shown when the breeder gave a street or postcode.
 */
export async function KennelContact({
  kennel,
  locale,
}: {
  kennel: {
    phone: string | null;
    email: string | null;
    website: string | null;
    street: string | null;
    postcode: string | null;
    city: string | null;
  };
  locale: Locale;
}) {
  const website = kennel.website && isWebAddress(kennel.website) ? kennel.website : null;
  const hasAddress = Boolean(kennel.street || kennel.postcode);
  if (!kennel.phone && !kennel.email && !website && !hasAddress) return null;
  const [t, tListing] = await Promise.all([
    getTranslations({ locale, namespace: 'Kennel' }),
    getTranslations({ locale, namespace: 'Listing' }),
  ]);
  return (
    <section aria-labelledby="kennel-contact">
      <h2 id="kennel-contact">{t('contact')}</h2>
      <ul className="contact-list">
        {hasAddress && (
          <li>
            {tListing('labelled', { label: t('address') })}{' '}
            <span translate="no">
              {[kennel.street, [kennel.postcode, kennel.city].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', ')}
            </span>
          </li>
        )}
        {kennel.phone && (
          <li>
            {tListing('labelled', { label: t('phone') })}{' '}
            <a href={`tel:${kennel.phone.replace(/[^\d+]/g, '')}`}>{kennel.phone}</a>
          </li>
        )}
        {kennel.email && (
          <li>
            {tListing('labelled', { label: t('email') })}{' '}
            <a href={`mailto:${kennel.email}`}>{kennel.email}</a>
          </li>
        )}
        {website && (
          <li>
            {tListing('labelled', { label: t('website') })}{' '}
            <a href={website} rel="noopener nofollow ugc">
              {website}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
