import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { ListingCard } from '@/components/listings/listing-card';
import { Pagination } from '@/components/navigation/pagination';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { findWishList, type WishListItem } from '@/server/domain/favourites/find-wish-list';
import { getSessionViewer } from '../../profile/session-viewer';
import { signInFirst } from '../../sign-in-first';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

const ROUTE = '/my-dogs/my-wish-list';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'MyDogs' });
  return pageMetadata({
    route: ROUTE,
    locale,
    title: t('titles.wishList'),
    description: t('description'),
    noIndex: true,
  });
}

/** The viewer's favourites as cards, newest first, 12 a page. */
export default async function WishListPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  if (!viewer) signInFirst(locale, ROUTE);
  const raw = [(await searchParams).page].flat()[0];
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(raw ?? '1')) || 1));
  const ctx = createRequestContext({ locale, viewer });
  const [t, tFavourites, result, rates] = await Promise.all([
    getTranslations({ locale, namespace: 'MyDogs' }),
    getTranslations({ locale, namespace: 'Favourites' }),
    findWishList(ctx, { page }),
    getExchangeRates(ctx),
  ]);
  // A page emptied by removing its last dogs: back to the last page there is.
  if (page > result.pageCount) {
    const last = result.pageCount > 1 ? `?page=${result.pageCount}` : '';
    redirect(`${getPathname(ROUTE, {}, locale)}${last}`);
  }
  const badge = (item: WishListItem) =>
    item.status === 'sold' || item.status === 'reserved' ? tFavourites(item.status) : undefined;

  return (
    <ExchangeRatesProvider rates={rates}>
      <section aria-labelledby="my-dogs-tab-title">
        <div className="my-dogs-toolbar">
          <h2 id="my-dogs-tab-title">{t('titles.wishList')}</h2>
          <p className="muted">{t('wishList.count', { count: result.total })}</p>
        </div>
        {result.items.length > 0 ? (
          <div className="card-grid">
            {result.items.map((item, index) => (
              <ListingCard
                key={item.listing.id}
                listing={item.listing}
                locale={locale}
                priority={index < 2}
                badge={badge(item)}
                isLinked={item.isPublic}
              />
            ))}
          </div>
        ) : (
          <div className="empty-state">
            <p className="empty-title">{t('wishList.emptyTitle')}</p>
            <p>{t('wishList.emptyBody')}</p>
            <p>
              <Link route="/puppies-for-sale/[[...breed]]" locale={locale} className="button">
                {t('wishList.emptyCta')}
              </Link>
            </p>
          </div>
        )}
        {result.items.some((item) => !item.isPublic) && (
          <p className="muted my-dogs-note">{t('wishList.soldNote')}</p>
        )}
        <Pagination
          route={ROUTE}
          params={{}}
          locale={locale}
          page={result.page}
          pageCount={result.pageCount}
        />
      </section>
    </ExchangeRatesProvider>
  );
}
