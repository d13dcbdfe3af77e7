import { getFormatter, getTranslations } from 'next-intl/server';
import { notificationPrices } from './notification-prices';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { NotificationView } from '@/server/domain/notifications/find-notifications';
import { MarkNotificationsRead } from './mark-notifications-read';
import './notifications.css';

/** Listings whose ad a notice can still link to. */
const SHOWN_STATUSES = new Set(['active', 'reserved', 'planned']);

/** The viewer's notices, newest first; the new ones are marked and then read. */
export async function NotificationList({
  locale,
  notices,
}: {
  locale: Locale;
  notices: NotificationView[];
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Notifications' }),
    getFormatter({ locale }),
  ]);
  if (notices.length === 0) return <p>{t('empty')}</p>;
  const unread = notices.filter((notice) => !notice.isRead).length;
  return (
    <>
      <ul className="notification-list">
        {notices.map((notice) => {
          const text = (t as unknown as (key: string, values: Record<string, string>) => string)(
            notice.kind,
            {
              ...notificationPrices(notice.values, locale),
              title: notice.values.title ?? '',
            },
          );
          return (
            <li key={notice.id} className={notice.isRead ? undefined : 'is-unread'}>
              {!notice.isRead && <span className="badge">{t('unread')}</span>}{' '}
              {SHOWN_STATUSES.has(notice.listing.status) ? (
                <Link
                  route="/dog/[dogType]/[kennel]/[slug]"
                  params={{
                    dogType: notice.listing.kind,
                    kennel: notice.listing.kennelSlug,
                    slug: notice.listing.slug,
                  }}
                  locale={locale}
                >
                  {text}
                </Link>
              ) : (
                <>
                  {text} <span className="notification-gone">{t('gone')}</span>
                </>
              )}
              <time dateTime={notice.createdAt.toISOString()}>
                {format.dateTime(notice.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          );
        })}
      </ul>
      <MarkNotificationsRead unread={unread} />
    </>
  );
}
