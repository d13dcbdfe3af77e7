import { getTranslations } from 'next-intl/server';
import { env } from '@/env';
import type { Locale } from '@/i18n/locales';

/**
 * The link out to the pet-taxi service that brings a bought dog home (PET_TAXI_URL, like the
 * blog's link: configuration, not code); nothing when it is not configured.
 */
export async function PetTaxiLink({ locale }: { locale: Locale }) {
  if (!env.PET_TAXI_URL) return null;
  const t = await getTranslations({ locale, namespace: 'PetTaxi' });
  return (
    <section aria-labelledby="pet-taxi" className="pet-taxi">
      <h2 id="pet-taxi">{t('title')}</h2>
      <p>{t('body')}</p>
      <p>
        <a href={env.PET_TAXI_URL} rel="noopener">
          {t('link')}
        </a>
      </p>
    </section>
  );
}
