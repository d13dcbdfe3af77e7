import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import type { OwnListingTab } from '@/server/domain/listings/find-own-listings';
import './my-listings.css';

/** Each tab of "My listings" and its page, in the order shown. */
export const MY_LISTINGS_TAB_ROUTES = {
  active: '/my-listings/active',
  drafts: '/my-listings/drafts',
  'upcoming-litters': '/my-listings/upcoming-litters',
  reserved: '/my-listings/reserved',
  sold: '/my-listings/sold',
  deleted: '/my-listings/deleted',
} as const satisfies Record<OwnListingTab, RouteKey>;

/** The tabs as links with their counts; the current one is marked for screen readers too. */
export async function MyListingsTabs({
  locale,
  current,
  counts,
}: {
  locale: Locale;
  current: OwnListingTab;
  counts: Record<OwnListingTab, number>;
}) {
  const t = await getTranslations({ locale, namespace: 'MyListings' });
  const format = await getFormatter({ locale });
  const tabs = Object.entries(MY_LISTINGS_TAB_ROUTES) as [OwnListingTab, RouteKey][];
  return (
    <nav aria-label={t('tabsLabel')} className="my-listings-tabs">
      <ul>
        {tabs.map(([tab, route]) => (
          <li key={tab}>
            <Link
              route={route}
              locale={locale}
              aria-current={tab === current ? 'page' : undefined}
              className="my-listings-tab"
            >
              <span>{t(`tabs.${tab}`)}</span>{' '}
              <span className="tab-count">{format.number(counts[tab])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
