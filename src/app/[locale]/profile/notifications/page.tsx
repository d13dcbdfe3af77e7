import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotificationList } from '@/components/notifications/notification-list';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/context';
import { findNotifications } from '@/server/domain/notifications/find-notifications';
import { profileMetadata } from '../profile-page';
import { getSessionViewer } from '../session-viewer';

export const generateMetadata = profileMetadata('/profile/notifications');

type Props = { params: Promise<{ locale: string }> };

/** What happened to the person's favourites (and their kennels' planned litters). */
export default async function NotificationsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const [profile, t, notices] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'Notifications' }),
    findNotifications(ctx),
  ]);
  return (
    <section aria-labelledby="profile-section-title">
      <h2 id="profile-section-title">{profile('notifications')}</h2>
      <p>{t('intro')}</p>
      <NotificationList locale={locale} notices={notices} />
    </section>
  );
}
