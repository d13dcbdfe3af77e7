import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** "We could not find this page", with the ways back: home and the puppy search. */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  const locale = useLocale();
  return (
    <section className="page narrow status-page">
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
