import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import './trust.css';

/**
 * What owning a dog takes, on every dog ad in the visitor's language (the EU dogs and cats
 * welfare regulation asks platforms to inform buyers before they buy), with the buying tips.
 */
export async function OwnershipNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ownership' });
  return (
    <section aria-labelledby="ad-ownership" className="ad-section ownership-notice">
      <h2 id="ad-ownership">{t('title')}</h2>
      <p>{t('costs', { minYears: 10, maxYears: 15 })}</p>
      <p>{t('needs')}</p>
      <p>{t('help')}</p>
      <p>
        <Link route="/tips-and-advice/puppy-buying-tips" locale={locale}>
          {t('tips')}
        </Link>
      </p>
    </section>
  );
}
