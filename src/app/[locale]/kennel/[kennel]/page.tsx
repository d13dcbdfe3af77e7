import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Rating } from '@/components/kennels/rating';
import { cache } from 'react';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { ListingGrid } from '@/components/listings/listing-grid';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { findBreed } from '@/reference/breeds';
import { formatPlace } from '@/components/format-place';
import { createRequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { findPublicKennel } from '@/server/domain/kennels/find-public-kennel';

type Props = { params: Promise<{ locale: string; kennel: string }> };

const load = cache((locale: Locale, slug: string) =>
  findPublicKennel(createRequestContext({ locale }), slug),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kennel: slug } = await params;
  const kennel = await load(locale as Locale, slug);
  if (!kennel) return {};
  const place = formatPlace(
    { city: kennel.city, countryCode: kennel.countryCode },
    locale as Locale,
  );
  const description =
    kennel.description[locale] ?? kennel.description.en ?? `${kennel.name}, ${place}`;
  return pageMetadata({
    route: '/kennel/[kennel]',
    params: { kennel: slug },
    locale: locale as Locale,
    title: `${kennel.name} – ${place}`,
    description: description.slice(0, 155),
    // Without a paid breeder profile the page stays minimal and out of search engines.
    noIndex: !kennel.hasProfile,
  });
}

export default async function KennelPage({ params }: Props) {
  const { locale: raw, kennel: slug } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const kennel = await load(locale, slug);
  if (!kennel) notFound();
  const [t, tListing, rates] = await Promise.all([
    getTranslations({ locale, namespace: 'Kennel' }),
    getTranslations({ locale, namespace: 'Listing' }),
    getExchangeRates(createRequestContext({ locale })),
  ]);
  const description = kennel.hasProfile
    ? (kennel.description[locale] ?? kennel.description.en)
    : undefined;
  return (
    <ExchangeRatesProvider rates={rates}>
      <section className="page section">
        <header className="kennel-head">
          {kennel.logo && (
            <img src={kennel.logo.src} alt="" width={96} height={96} className="kennel-logo" />
          )}
          <div>
            <h1>
              {kennel.name}
              {kennel.isVerified && <span className="badge">{tListing('verifiedBreeder')}</span>}
            </h1>
            <p className="muted">
              {formatPlace(kennel, locale)}
              {kennel.foundedYear && <> · {t('founded', { year: kennel.foundedYear })}</>}
            </p>
            <Rating average={kennel.ratingAverage} count={kennel.ratingCount} locale={locale} />
          </div>
        </header>
        {kennel.breedKeys.length > 0 && (
          <section aria-labelledby="kennel-breeds">
            <h2 id="kennel-breeds">{t('breeds')}</h2>
            <ul className="chip-list">
              {kennel.breedKeys.map((key) => (
                <li key={key}>
                  <Link
                    route="/breeders/[[...breed]]"
                    params={{ breed: key }}
                    locale={locale}
                    className="chip"
                  >
                    {findBreed(key)?.names[locale] ?? key}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {description && (
          <section aria-labelledby="kennel-about">
            <h2 id="kennel-about">{t('about')}</h2>
            <p className="prewrap">{description}</p>
          </section>
        )}
        {kennel.hasProfile && (kennel.phone || kennel.email || kennel.website) && (
          <section aria-labelledby="kennel-contact">
            <h2 id="kennel-contact">{t('contact')}</h2>
            <ul className="contact-list">
              {kennel.phone && (
                <li>
                  {t('phone')}:{' '}
                  <a href={`tel:${kennel.phone.replace(/\s/g, '')}`}>{kennel.phone}</a>
                </li>
              )}
              {kennel.email && (
                <li>
                  {t('email')}: <a href={`mailto:${kennel.email}`}>{kennel.email}</a>
                </li>
              )}
              {kennel.website && (
                <li>
                  {t('website')}:{' '}
                  <a href={kennel.website} rel="noopener nofollow">
                    {kennel.website}
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}
        <section aria-labelledby="kennel-listings">
          <h2 id="kennel-listings">{t('listings')}</h2>
          {kennel.listings.length ? (
            <ListingGrid listings={kennel.listings} locale={locale} />
          ) : (
            <p className="empty">{t('noListings')}</p>
          )}
        </section>
      </section>
    </ExchangeRatesProvider>
  );
}
