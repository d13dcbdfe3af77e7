import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import './my-listings.css';

/** An account without a kennel: why it cannot list yet, and where to create the kennel. */
export async function KennelRequiredNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  return (
    <div className="notice warning" role="status">
      <h2>{t('kennelRequiredTitle')}</h2>
      <p>{t('kennelRequiredBody')}</p>
      <p>
        <Link route="/profile/breeder" locale={locale} className="button">
          {t('kennelRequiredCta')}
        </Link>
      </p>
    </div>
  );
}
