import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import '@/components/alerts/alerts.css';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { findSavedSearchByToken } from '@/server/domain/alerts/find-saved-search-by-token';
import { unsubscribeAlertAction } from './actions';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string; done?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'UnsubscribeAlert' });
  return pageMetadata({
    route: '/unsubscribe-alert',
    locale,
    title: t('metaTitle'),
    description: t('title'),
  });
}

/**
 * The unsubscribe link of an alert e-mail: a GET only asks (link scanners open links), the
 * button unsubscribes. Mail clients' one-click POST goes to /api/alerts/unsubscribe.
 */
export default async function UnsubscribeAlertPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { token = '', done } = await searchParams;
  const [t, search] = await Promise.all([
    getTranslations({ locale, namespace: 'UnsubscribeAlert' }),
    findSavedSearchByToken(createRequestContext({ locale }), token),
  ]);
  return (
    <div className="unsubscribe-alert">
      <h1>{search && (done || !search.isSubscribed) ? t('metaTitle') : t('title')}</h1>
      {!search ? (
        <p className="notice warning" role="alert">
          {t('invalid')}
        </p>
      ) : done || !search.isSubscribed ? (
        <p className="notice success" role="status">
          {t('done', { name: search.name })}
        </p>
      ) : (
        <form action={unsubscribeAlertAction.bind(null, locale)}>
          <p>{t('question', { name: search.name })}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {t('confirm')}
          </button>
        </form>
      )}
      <p>
        <Link route="/profile/saved-searches" locale={locale}>
          {t('manage')}
        </Link>
      </p>
    </div>
  );
}
