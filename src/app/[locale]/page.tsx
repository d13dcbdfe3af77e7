import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { BreedSearchForm } from '@/components/listings/breed-search-form';
import { ListingGrid } from '@/components/listings/listing-grid';
import { isLocale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { BREEDS } from '@/reference/breeds';
import { createRequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { getMarketplaceStats } from '@/server/domain/kennels/get-marketplace-stats';
import {
  findLatestPuppies,
  findUpcomingLitters,
} from '@/server/domain/listings/find-latest-listings';
import { countPuppiesByBreed } from '@/server/domain/reference/count-listings-by-breed';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    route: '/',
    locale,
    title: t('homeTitle'),
    description: t('homeDescription'),
  });
}

export default async function HomePage({ params }: Props) {
  const { locale: raw } = await params;
  if (!isLocale(raw)) notFound();
  const locale = raw;
  setRequestLocale(locale);
  await connection();
  const ctx = createRequestContext({ locale });
  const [t, puppies, litters, stats, counts, rates] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    findLatestPuppies(ctx, 8),
    findUpcomingLitters(ctx, 4),
    getMarketplaceStats(ctx),
    countPuppiesByBreed(ctx),
    getExchangeRates(ctx),
  ]);
  const popular = BREEDS.filter((b) => counts.has(b.key))
    .sort((a, b) => counts.get(b.key)! - counts.get(a.key)! || a.key.localeCompare(b.key))
    .slice(0, 12);
  const breedOptions = BREEDS.map((b) => ({ key: b.key, name: b.names[locale] })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
  return (
    <ExchangeRatesProvider rates={rates}>
      <section className="hero">
        <div className="hero-inner">
          <h1>{t('heroTitle')}</h1>
          <p>{t('heroSubtitle', { kennels: stats.kennels, countries: stats.countries })}</p>
          <BreedSearchForm locale={locale} breeds={breedOptions} />
        </div>
      </section>
      <section className="page section" aria-labelledby="latest-heading">
        <div className="section-head">
          <h2 id="latest-heading">{t('latestPuppies')}</h2>
          <Link route="/puppies-for-sale/[[...breed]]" locale={locale}>
            {t('seeAll')}
          </Link>
        </div>
        {puppies.length ? (
          <ListingGrid listings={puppies} locale={locale} aboveTheFold />
        ) : (
          <p className="empty">{t('noListings')}</p>
        )}
      </section>
      <section className="page section" aria-labelledby="breeds-heading">
        <div className="section-head">
          <h2 id="breeds-heading">{t('popularBreeds')}</h2>
          <Link route="/breeds" locale={locale}>
            {t('seeAll')}
          </Link>
        </div>
        <ul className="chip-list">
          {popular.map((breed) => (
            <li key={breed.key}>
              <Link
                route="/puppies-for-sale/[[...breed]]"
                params={{ breed: breed.key }}
                locale={locale}
                className="chip"
              >
                {breed.names[locale]}{' '}
                <span className="chip-count">
                  {t('puppiesForBreed', { count: counts.get(breed.key) ?? 0 })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="page section" aria-labelledby="litters-heading">
        <h2 id="litters-heading">{t('upcomingLitters')}</h2>
        {litters.length ? (
          <ListingGrid listings={litters} locale={locale} />
        ) : (
          <p className="empty">{t('noLitters')}</p>
        )}
      </section>
    </ExchangeRatesProvider>
  );
}
