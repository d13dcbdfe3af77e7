import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { formatPlace } from '@/components/format-place';
import { breedName } from '@/components/kennels/breed-options';
import { KennelContact } from '@/components/kennels/kennel-contact';
import { KennelGallery } from '@/components/kennels/kennel-gallery';
import { KennelJsonLd } from '@/components/kennels/kennel-json-ld';
import '@/components/kennels/kennel-page.css';
import { Rating } from '@/components/kennels/rating';
import { VerifiedBadge } from '@/components/kennels/verified-badge';
import { ListingGrid } from '@/components/listings/listing-grid';
import { largestWebp } from '@/components/photos/largest-webp';
import { ReportForm } from '@/components/reports/report-form';
import { KennelReviews } from '@/components/reviews/kennel-reviews';
import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { SellerBlock } from '@/components/traders/seller-block';
import { findPublicKennel } from '@/server/domain/kennels/find-public-kennel';
import { findVerificationRecord } from '@/server/domain/kennels/find-verification-record';
import { findKennelReviews } from '@/server/domain/reviews/find-reviews';
import { reportTargetAction } from '../../actions';

type Props = {
  /** `version` and `reviews` (the page of reviews) are put in the path by the proxy. */
  params: Promise<{ locale: string; kennel: string; version: string; reviews: string }>;
};

// Rendered once per version of the kennel's page and page of its reviews, which the proxy puts in
// the path (page-existence.ts), and then served from the cache: a change to anything the page
// shows is a new version. Nothing on it is personal (the report forms and the header ask for the
// visitor's part in the browser). The minute is what a shared cache in front of the site may keep
// the public address for (as for the list pages), and it bounds a page rendered when its version
// could not be asked.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const load = cache((locale: Locale, slug: string) =>
  findPublicKennel(createRequestContext({ locale }), slug),
);

const absolute = (path: string) => new URL(path, env.SITE_URL).href;

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
  const photo = kennel.logo ?? kennel.gallery[0]?.sources;
  const image = photo ? largestWebp(photo) : null;
  return pageMetadata({
    route: '/kennel/[kennel]',
    params: { kennel: slug },
    locale: locale as Locale,
    title: `${kennel.name} – ${place}`,
    description: description.slice(0, 155),
    // Without a paid breeder profile the page stays minimal and out of search engines.
    noIndex: !kennel.hasProfile,
    image: image && { ...image, url: absolute(image.url), alt: kennel.name, type: 'image/webp' },
  });
}

export default async function KennelPage({ params }: Props) {
  const { locale: raw, kennel: slug, reviews: reviewsParam } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const kennel = await load(locale, slug);
  if (!kennel) notFound();
  const reviewsPage = Number(reviewsParam) || 1;
  const [t, tProfile, verification, rates, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'Kennel' }),
    getTranslations({ locale, namespace: 'KennelProfile' }),
    kennel.isVerified
      ? findVerificationRecord(createRequestContext({ locale }), { kennelSlug: kennel.slug })
      : null,
    getExchangeRates(createRequestContext({ locale })),
    findKennelReviews(createRequestContext({ locale }), {
      kennelId: kennel.id,
      page: reviewsPage,
    }),
  ]);
  const description = kennel.hasProfile
    ? (kennel.description[locale] ?? kennel.description.en)
    : undefined;
  const crumbs = [
    { name: tProfile('breadcrumbHome'), path: getPathname('/', {}, locale) },
    {
      name: tProfile('breadcrumbBreeders'),
      path: getPathname('/breeders/[[...breed]]', {}, locale),
    },
    { name: kennel.name, path: getPathname('/kennel/[kennel]', { kennel: kennel.slug }, locale) },
  ];
  return (
    <ExchangeRatesProvider rates={rates}>
      <KennelJsonLd
        name={kennel.name}
        phone={kennel.phone}
        email={kennel.email}
        foundedYear={kennel.foundedYear}
        countryCode={kennel.countryCode}
        region={kennel.region}
        city={kennel.city}
        street={kennel.street}
        postcode={kennel.postcode}
        ratingAverage={reviews.rating.average}
        ratingCount={reviews.rating.count}
        url={absolute(crumbs[2]!.path)}
        logoUrl={kennel.logo ? absolute(kennel.logo.src) : null}
        breadcrumbs={crumbs.map((c) => ({ name: c.name, url: absolute(c.path) }))}
        reviews={reviews.items.map((review) => ({
          author: review.authorName,
          date: review.createdAt.toISOString().slice(0, 10),
          body: review.body,
          rating: review.rating,
        }))}
      />
      <section className="page section">
        <nav aria-label={tProfile('breadcrumbLabel')} className="breadcrumb">
          <ol>
            <li>
              <Link route="/" locale={locale}>
                {crumbs[0]!.name}
              </Link>
            </li>
            <li>
              <Link route="/breeders/[[...breed]]" locale={locale}>
                {crumbs[1]!.name}
              </Link>
            </li>
            <li aria-current="page">{kennel.name}</li>
          </ol>
        </nav>
        <header className="kennel-head">
          {kennel.logo && (
            <img
              src={kennel.logo.src}
              srcSet={kennel.logo.srcSet}
              sizes="96px"
              alt={tProfile('logoAlt', { kennel: kennel.name })}
              width={96}
              height={96}
              fetchPriority="high"
              className="kennel-logo"
            />
          )}
          <div>
            <h1>{kennel.name}</h1>
            {verification && <VerifiedBadge record={verification} locale={locale} />}
            <p className="muted kennel-facts">
              {formatPlace(kennel, locale)}
              {kennel.foundedYear && <> · {t('founded', { year: kennel.foundedYear })}</>}
            </p>
            {reviews.rating.count > 0 ? (
              <Rating
                average={reviews.rating.average}
                count={reviews.rating.count}
                locale={locale}
              />
            ) : (
              <p className="muted">{tProfile('noReviews')}</p>
            )}
          </div>
        </header>
        {kennel.breedKeys.length > 0 && (
          <section aria-labelledby="kennel-breeds">
            <h2 id="kennel-breeds">{t('breeds')}</h2>
            <ul className="chip-list">
              {kennel.breedKeys.map((key) => (
                <li key={key}>
                  <Link
                    route="/puppies-for-sale/[[...breed]]"
                    params={{ breed: key }}
                    locale={locale}
                    className="chip"
                    aria-label={tProfile('breedPuppies', { breed: breedName(key, locale) })}
                  >
                    {breedName(key, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {description && (
          <section aria-labelledby="kennel-about">
            <h2 id="kennel-about">{t('about')}</h2>
            <p className="prewrap" lang={kennel.description[locale] ? locale : 'en'}>
              {description}
            </p>
          </section>
        )}
        {kennel.gallery.length > 0 && (
          <section aria-labelledby="kennel-gallery">
            <h2 id="kennel-gallery">{tProfile('gallery')}</h2>
            <KennelGallery
              photos={kennel.gallery}
              kennelName={kennel.name}
              leading={!kennel.logo}
            />
          </section>
        )}
        {kennel.hasProfile && <KennelContact kennel={kennel} locale={locale} />}
        <SellerBlock seller={kennel.seller} locale={locale} headingId="kennel-seller" />
        <section aria-labelledby="kennel-listings">
          <h2 id="kennel-listings">{t('listings')}</h2>
          {kennel.listings.length ? (
            <ListingGrid listings={kennel.listings} locale={locale} />
          ) : (
            <p className="empty">{t('noListings')}</p>
          )}
        </section>
        <KennelReviews
          reviews={reviews}
          kennelSlug={kennel.slug}
          locale={locale}
          below={(reviewId) => (
            <ReportForm
              target="review"
              action={reportTargetAction.bind(null, locale, 'review', reviewId)}
            />
          )}
        />
        <ReportForm
          target="kennel"
          action={reportTargetAction.bind(null, locale, 'kennel', kennel.id)}
        />
      </section>
    </ExchangeRatesProvider>
  );
}
