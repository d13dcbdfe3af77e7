import type { Metadata } from 'next';
import { AppLink } from '@/i18n/app-link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { ListingGrid } from '@/components/listings/listing-grid';
import { breedEntries } from '@/components/search/breed-entries';
import { BreedSearch } from '@/components/search/breed-search';
import { isLocale } from '@/i18n/locales';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationLd, websiteLd } from '@/components/seo/site-structured-data';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { siteIdentity } from '@/i18n/share-card';
import type { RouteKey } from '@/i18n/routing';
import {
  countForSaleByBreedCached,
  getExchangeRatesCached,
  getHomeListsCached,
} from './list-page-params';

type Props = { params: Promise<{ locale: string }> };

const SEARCH = '/puppies-for-sale/[[...breed]]' as const;
const POPULAR_SHOWN = 12;

// Each call leads where it says: the new-ad form (through sign-in and kennel creation when
// needed), the litter form, and the kennel profile.
const BREEDER_CALLS: {
  label: 'breederCallPostAd' | 'breederCallLitters' | 'breederCallProfile';
  route: RouteKey;
  query?: Record<string, string>;
  className: string;
}[] = [
  { label: 'breederCallPostAd', route: '/my-listings/new', className: 'button' },
  {
    label: 'breederCallLitters',
    route: '/my-listings/new',
    query: { kind: 'litter' },
    className: 'button secondary',
  },
  { label: 'breederCallProfile', route: '/profile/breeder', className: 'button secondary' },
];

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
  const [t, tSections, tCount, lists, counts, rates] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'HomeSections' }),
    getTranslations({ locale, namespace: 'Autocomplete' }),
    getHomeListsCached(),
    countForSaleByBreedCached(),
    getExchangeRatesCached(),
  ]);
  const { puppies, litters, stats } = lists;
  const entries = breedEntries(locale, counts);
  const popular = entries
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, locale))
    .slice(0, POPULAR_SHOWN);

  const site = siteIdentity(locale);
  return (
    <ExchangeRatesProvider rates={rates}>
      <JsonLd
        data={websiteLd(site, {
          locale,
          homePath: getPathname('/', {}, locale),
          searchPath: getPathname(SEARCH, {}, locale),
        })}
      />
      <JsonLd data={organizationLd(site)} />
      <section className="hero">
        <div className="hero-inner">
          <h1>{t('heroTitle')}</h1>
          <p>{t('heroSubtitle', { kennels: stats.kennels, countries: stats.countries })}</p>
          <BreedSearch locale={locale} />
        </div>
      </section>
      <section className="page section" aria-labelledby="latest-heading">
        <div className="section-head">
          <h2 id="latest-heading">{t('latestPuppies')}</h2>
          <Link route={SEARCH} locale={locale}>
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
          {popular.map((entry) => (
            <li key={entry.key}>
              <AppLink href={entry.path} className="chip">
                {entry.name}{' '}
                <span className="chip-count">{tCount('forSale', { count: entry.count })}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="page section" aria-labelledby="litters-heading">
        <div className="section-head">
          <h2 id="litters-heading">{t('upcomingLitters')}</h2>
          <Link route={SEARCH} locale={locale} query={{ type: 'litter' }}>
            {tSections('allLitters')}
          </Link>
        </div>
        {litters.length ? (
          <ListingGrid listings={litters} locale={locale} />
        ) : (
          <p className="empty">{t('noLitters')}</p>
        )}
      </section>
      <section className="page section breeder-call" aria-labelledby="breeder-call-heading">
        <h2 id="breeder-call-heading">{t('breederCallTitle')}</h2>
        <p>{t('breederCallBody')}</p>
        <ul className="breeder-call-links">
          {BREEDER_CALLS.map((call) => (
            <li key={call.label}>
              <Link
                route={call.route}
                locale={locale}
                query={call.query}
                className={call.className}
              >
                {t(call.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ExchangeRatesProvider>
  );
}
