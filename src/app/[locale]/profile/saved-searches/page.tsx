import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SavedSearchList } from '@/components/alerts/saved-search-list';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/context';
import { findOwnSavedSearches } from '@/server/domain/alerts/find-own-saved-searches';
import { profileMetadata } from '../profile-page';
import { getSessionViewer } from '../session-viewer';
import { changeSavedSearchAction, deleteSavedSearchAction } from './actions';

export const generateMetadata = profileMetadata('/profile/saved-searches');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string; name?: string; error?: string }>;
};

/** The person's saved searches: open one, change how often it mails, or delete it. */
export default async function SavedSearchesPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const [profile, t, searches, outcome] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'SavedSearches' }),
    findOwnSavedSearches(ctx),
    searchParams,
  ]);
  return (
    <section aria-labelledby="profile-section-title">
      <h2 id="profile-section-title">{profile('savedSearches')}</h2>
      <p>{t('intro')}</p>
      <SavedSearchList
        locale={locale}
        searches={searches}
        outcome={outcome}
        changeAction={(id) => changeSavedSearchAction.bind(null, locale, id)}
        deleteAction={(id) => deleteSavedSearchAction.bind(null, locale, id)}
      />
    </section>
  );
}
