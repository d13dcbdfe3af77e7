import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link, getPathname } from '@/i18n/navigation';
import { RETURN_TO_PARAM } from '@/validation/safe-return-path';
import './my-listings.css';

/**
 * An account without a kennel: why it cannot list yet, and the way to create the kennel, which
 * then leads on to the new-ad form (of a litter, when that was what the breeder started).
 */
export async function KennelRequiredNotice({
  locale,
  kind = 'dog',
}: {
  locale: Locale;
  kind?: 'dog' | 'litter';
}) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  const newAd = getPathname('/my-listings/new', {}, locale);
  const back = kind === 'litter' ? `${newAd}?kind=litter` : newAd;
  return (
    <div className="notice warning" role="status">
      <h2>{t('kennelRequiredTitle')}</h2>
      <p>{t('kennelRequiredBody')}</p>
      <p>
        <Link
          route="/profile/breeder"
          locale={locale}
          query={{ [RETURN_TO_PARAM]: back }}
          className="button"
        >
          {t('kennelRequiredCta')}
        </Link>
      </p>
    </div>
  );
}
