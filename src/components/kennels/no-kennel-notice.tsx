import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';

/** What the breeder pages show before the account has a kennel: the way to create one. */
export async function NoKennelNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MyBreeding' });
  return (
    <div className="empty-state">
      <p className="empty-title">{t('noKennelTitle')}</p>
      <p>{t('noKennelBody')}</p>
      <p>
        <Link route="/profile/breeder" locale={locale} className="button">
          {t('noKennelCta')}
        </Link>
      </p>
    </div>
  );
}
