import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { ListingGrid } from '@/components/listings/listing-grid';
import { Pagination } from '@/components/navigation/pagination';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { findBreed } from '@/reference/breeds';
import { createRequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { searchListings } from '@/server/domain/listings/search-listings';
import { resolveListPageParams } from '../../list-page-params';

type Props = {
  params: Promise<{ locale: string; breed?: string[] }>;
  searchParams: Promise<{ page?: string; breed?: string }>;
};

const ROUTE = '/puppies-for-sale/[[...breed]]' as const;

async function resolve({ params, searchParams }: Props) {
  return { ...(await resolveListPageParams(params, searchParams)), query: await searchParams };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, breed, page } = await resolve(props);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const title = breed ? t('titleBreed', { breed: breed.names[locale] }) : t('title');
  return pageMetadata({
    route: ROUTE,
    params: { breed: breed?.key },
    locale,
    title: page > 1 ? `${title} – ${page}` : title,
    description: breed ? t('descriptionBreed', { breed: breed.names[locale] }) : t('description'),
    noIndex: page > 1,
  });
}

export default async function PuppySearchPage(props: Props) {
  const { locale, breed, page, query } = await resolve(props);
  setRequestLocale(locale);
  // The no-JavaScript breed form submits ?breed=key: answer with the breed's own path.
  if (query.breed !== undefined) {
    const target = findBreed(query.breed);
    redirect(getPathname(ROUTE, { breed: target?.key }, locale));
  }
  const ctx = createRequestContext({ locale });
  const [t, result, rates] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    searchListings(ctx, { breedKey: breed?.key, page }),
    getExchangeRates(ctx),
  ]);
  if (page > result.pageCount) notFound();
  return (
    <ExchangeRatesProvider rates={rates}>
      <section className="page section">
        <h1>{breed ? t('titleBreed', { breed: breed.names[locale] }) : t('title')}</h1>
        <p className="result-count" role="status">
          {t('resultCount', { count: result.total })}
        </p>
        {result.items.length ? (
          <ListingGrid listings={result.items} locale={locale} aboveTheFold />
        ) : (
          <div className="empty">
            <p>{t('empty')}</p>
            <p>
              <Link route={ROUTE} locale={locale}>
                {t('emptyAll')}
              </Link>{' '}
              ·{' '}
              <Link route="/breeds" locale={locale}>
                {t('emptyBreeds')}
              </Link>
            </p>
          </div>
        )}
        <Pagination
          route={ROUTE}
          params={{ breed: breed?.key }}
          locale={locale}
          page={page}
          pageCount={result.pageCount}
        />
      </section>
    </ExchangeRatesProvider>
  );
}
