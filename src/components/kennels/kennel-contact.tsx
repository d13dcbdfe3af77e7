import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

// The kennel schema's z.url() also lets javascript: and data: addresses through.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** Phone, e-mail and website of a kennel with a breeder profile (the page hides it otherwise). */
export async function KennelContact({
  kennel,
  locale,
}: {
  kennel: { phone: string | null; email: string | null; website: string | null };
  locale: Locale;
}) {
  const website = kennel.website && isWebAddress(kennel.website) ? kennel.website : null;
  if (!kennel.phone && !kennel.email && !website) return null;
  const t = await getTranslations({ locale, namespace: 'Kennel' });
  return (
    <section aria-labelledby="kennel-contact">
      <h2 id="kennel-contact">{t('contact')}</h2>
      <ul className="contact-list">
        {kennel.phone && (
          <li>
            {t('phone')}: <a href={`tel:${kennel.phone.replace(/[^\d+]/g, '')}`}>{kennel.phone}</a>
          </li>
        )}
        {kennel.email && (
          <li>
            {t('email')}: <a href={`mailto:${kennel.email}`}>{kennel.email}</a>
          </li>
        )}
        {website && (
          <li>
            {t('website')}:{' '}
            <a href={website} rel="noopener nofollow ugc">
              {website}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
