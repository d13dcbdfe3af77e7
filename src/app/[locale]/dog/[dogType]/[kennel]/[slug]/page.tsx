import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Rating } from '@/components/kennels/rating';
import { cache } from 'react';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { Price } from '@/components/currency/price';
import { ListingFacts } from '@/components/listings/listing-facts';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { DOG_TYPES, type DogType } from '@/i18n/paths';
import { findBreed } from '@/reference/breeds';
import { formatPlace } from '@/components/format-place';
import { createRequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { findPublicListing } from '@/server/domain/listings/get-public-listing';

type Props = { params: Promise<{ locale: string; dogType: string; kennel: string; slug: string }> };

const load = cache(async (locale: Locale, dogType: string, kennelSlug: string, slug: string) => {
  if (!(DOG_TYPES as readonly string[]).includes(dogType)) return null;
  return findPublicListing(createRequestContext({ locale }), {
    kennelSlug,
    slug,
    kind: dogType as DogType,
  });
});

function localized(text: Partial<Record<string, string>>, locale: Locale): string | undefined {
  return text[locale] ?? text.en ?? Object.values(text).find(Boolean);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, dogType, kennel, slug } = await params;
  const listing = await load(locale as Locale, dogType, kennel, slug);
  if (!listing) return {};
  const breed = findBreed(listing.breedKey);
  const description = localized(listing.description, locale as Locale) ?? listing.title;
  const metadata = pageMetadata({
    route: '/dog/[dogType]/[kennel]/[slug]',
    params: { dogType, kennel, slug },
    locale: locale as Locale,
    title: `${listing.title} – ${breed?.names[locale as Locale] ?? ''}`,
    description: description.slice(0, 155),
  });
  const cover = listing.photos[0];
  if (cover) {
    metadata.openGraph = {
      ...metadata.openGraph,
      images: [{ url: cover.src, width: cover.width, height: cover.height }],
    };
    metadata.twitter = { ...metadata.twitter, images: [cover.src] };
  }
  return metadata;
}

export default async function DogAdPage({ params }: Props) {
  const { locale: raw, dogType, kennel, slug } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const listing = await load(locale, dogType, kennel, slug);
  if (!listing) notFound();
  const ctx = createRequestContext({ locale });
  const [t, rates] = await Promise.all([
    getTranslations({ locale, namespace: 'Listing' }),
    getExchangeRates(ctx),
  ]);
  const breed = findBreed(listing.breedKey);
  const [cover, ...rest] = listing.photos;
  const description = localized(listing.description, locale);
  return (
    <ExchangeRatesProvider rates={rates}>
      <article className="page ad-layout">
        <div className="ad-gallery">
          {cover && (
            <img
              src={cover.src}
              srcSet={cover.srcSet}
              sizes="(min-width: 992px) 60vw, 100vw"
              width={cover.width}
              height={cover.height}
              alt={t('photoAlt', { title: listing.title, number: 1 })}
              fetchPriority="high"
              className="ad-cover"
            />
          )}
          {rest.length > 0 && (
            <ul className="ad-thumbs">
              {rest.map((photo, index) => (
                <li key={photo.src}>
                  <img
                    src={photo.src}
                    srcSet={photo.srcSet}
                    sizes="(min-width: 992px) 15vw, 33vw"
                    width={photo.width}
                    height={photo.height}
                    alt={t('photoAlt', { title: listing.title, number: index + 2 })}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ad-main">
          <p className="muted">
            <Link
              route="/puppies-for-sale/[[...breed]]"
              params={{ breed: listing.breedKey }}
              locale={locale}
            >
              {breed?.names[locale]}
            </Link>
          </p>
          <h1>{listing.title}</h1>
          {listing.status === 'reserved' && <p className="badge reserved">{t('reserved')}</p>}
          <p className="ad-price">
            {listing.priceAmount !== null ? (
              <Price amount={listing.priceAmount} currency={listing.currency} />
            ) : (
              t('priceOnRequest')
            )}
          </p>
          <ListingFacts listing={listing} locale={locale} />
          {description && (
            <section aria-labelledby="about-dog">
              <h2 id="about-dog">{t('about')}</h2>
              <p className="prewrap">{description}</p>
            </section>
          )}
          {listing.parents.length > 0 && (
            <section aria-labelledby="parents">
              <h2 id="parents">{t('parents')}</h2>
              <ul className="parents">
                {listing.parents.map((parent) => (
                  <li key={parent.id}>
                    <strong>{t(parent.role)}:</strong> {parent.name}
                    {parent.titles && <> · {parent.titles}</>}
                    {parent.healthTests.length > 0 && (
                      <>
                        {' '}
                        ·{' '}
                        {parent.healthTests.map((test) => `${test.name} ${test.result}`).join(', ')}
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <aside className="breeder-box" aria-labelledby="breeder-heading">
            <h2 id="breeder-heading">{t('breeder')}</h2>
            <p>
              <Link
                route="/kennel/[kennel]"
                params={{ kennel: listing.kennel.slug }}
                locale={locale}
              >
                {listing.kennel.name}
              </Link>
              {listing.kennel.isVerified && <span className="badge">{t('verifiedBreeder')}</span>}
            </p>
            <p className="muted">{formatPlace(listing.kennel, locale)}</p>
            <Rating
              average={listing.kennel.ratingAverage}
              count={listing.kennel.ratingCount}
              locale={locale}
            />
          </aside>
        </div>
      </article>
    </ExchangeRatesProvider>
  );
}
