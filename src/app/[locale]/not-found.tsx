import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('NotFound');
  const locale = useLocale();
  return (
    <section className="page narrow status-page">
      <title>{t('title')}</title>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p className="actions">
        <Link route="/" locale={locale} className="button">
          {t('home')}
        </Link>
        <Link route="/puppies-for-sale/[[...breed]]" locale={locale} className="button secondary">
          {t('search')}
        </Link>
      </p>
    </section>
  );
}
