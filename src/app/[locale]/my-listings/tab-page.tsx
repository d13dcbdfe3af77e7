import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UnverifiedNotice } from '@/components/accounts/unverified-notice';
import { MyListingsEmpty } from '@/components/listings/my-listings-empty';
import { MyListingsList } from '@/components/listings/my-listings-list';
import { KennelRequiredNotice } from '@/components/listings/my-listings-notices';
import { MyListingsPager } from '@/components/listings/my-listings-pager';
import { MyListingsSort } from '@/components/listings/my-listings-sort';
import { MY_LISTINGS_TAB_ROUTES, MyListingsTabs } from '@/components/listings/my-listings-tabs';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import {
  OWN_LISTING_SORTS,
  findOwnListings,
  type OwnListingSort,
  type OwnListingTab,
} from '@/server/domain/listings/find-own-listings';
import { resendVerificationAction } from '../profile/actions';
import { getSessionViewer } from '../profile/session-viewer';
import { changeListingStatusAction } from './actions';
import { KennelReservations } from './kennel-reservations';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ sort?: string; page?: string; done?: string; error?: string }>;
};

/** Title and (noindex) metadata of a tab. */
export function myListingsMetadata(tab: OwnListingTab) {
  return async ({ params }: Props): Promise<Metadata> => {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'MyListings' });
    return pageMetadata({
      route: MY_LISTINGS_TAB_ROUTES[tab],
      locale,
      title: `${t(`tabs.${tab}`)} – ${t('title')}`,
      description: t('description'),
      noIndex: true,
    });
  };
}

const sortOf = (value: string | undefined): OwnListingSort =>
  (OWN_LISTING_SORTS as readonly string[]).includes(value ?? '')
    ? (value as OwnListingSort)
    : 'dateDesc';

/** One tab of "My listings": tabs with counts, the order, the rows and their actions. */
export function myListingsTabPage(tab: OwnListingTab) {
  return async function MyListingsTabPage({ params, searchParams }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const viewer = await getSessionViewer();
    if (!viewer) redirect(getPathname('/', {}, locale));
    const query = await searchParams;
    const sort = sortOf(query.sort);
    const page = Math.max(1, Math.floor(Number(query.page ?? '1')) || 1);
    const route = MY_LISTINGS_TAB_ROUTES[tab];
    const t = await getTranslations({ locale, namespace: 'MyListings' });
    const result = await findOwnListings(createRequestContext({ locale, viewer }), {
      tab,
      sort,
      page,
    });
    // A page emptied by deleting or selling its last rows: back to the last page there is.
    if (page > result.pageCount) {
      const last = result.pageCount > 1 ? `&page=${result.pageCount}` : '';
      redirect(`${getPathname(route, {}, locale)}?sort=${sort}${last}`);
    }
    const canList = viewer.emailVerified && result.kennel !== null;
    return (
      <>
        <div className="my-listings-head">
          <h1>{t('title')}</h1>
          {canList && (
            <div className="my-listings-cta">
              <Link route="/my-listings/new" locale={locale} className="button">
                {t('newListing')}
              </Link>
              <Link
                route="/my-listings/new"
                locale={locale}
                query={{ kind: 'litter' }}
                className="button secondary"
              >
                {t('announceLitter')}
              </Link>
            </div>
          )}
        </div>
        {!viewer.emailVerified && (
          <UnverifiedNotice email={viewer.email} resend={resendVerificationAction} />
        )}
        {result.kennel === null ? (
          <KennelRequiredNotice locale={locale} />
        ) : (
          <>
            <MyListingsTabs locale={locale} current={tab} counts={result.counts} />
            {tab === 'reserved' && (
              <KennelReservations
                locale={locale}
                viewer={viewer}
                done={query.done}
                error={query.error}
              />
            )}
            <section aria-labelledby="my-listings-tab-title">
              <div className="my-listings-toolbar">
                <h2 id="my-listings-tab-title">
                  {t(`tabs.${tab}`)}{' '}
                  <span className="muted">{t('resultCount', { count: result.total })}</span>
                </h2>
                {result.total > 1 && (
                  <MyListingsSort locale={locale} sort={sort} sorts={OWN_LISTING_SORTS} />
                )}
              </div>
              {result.items.length > 0 ? (
                <MyListingsList
                  items={result.items}
                  locale={locale}
                  statusAction={changeListingStatusAction}
                />
              ) : (
                <MyListingsEmpty locale={locale} tab={tab} />
              )}
              <MyListingsPager
                locale={locale}
                route={route}
                page={result.page}
                pageCount={result.pageCount}
                sort={sort === 'dateDesc' ? undefined : sort}
              />
            </section>
          </>
        )}
      </>
    );
  };
}
