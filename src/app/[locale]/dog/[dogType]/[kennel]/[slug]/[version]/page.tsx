import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ExchangeRatesProvider } from '@/components/currency/exchange-rates-context';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { AdBreadcrumb, type AdCrumb } from '@/components/listings/ad-breadcrumb';
import { AdBreederCard } from '@/components/listings/ad-breeder-card';
import { SellerBlock } from '@/components/traders/seller-block';
import { AdJsonLd } from '@/components/listings/ad-json-ld';
import { AdLocalizedText, pickLocalizedText } from '@/components/listings/ad-localized-text';
import '@/components/listings/ad-page.css';
import { AdPriceBlock } from '@/components/listings/ad-price-block';
import { ReserveForm } from '@/components/reservations/reserve-form';
import { AdWaitlist } from '@/components/waitlist/ad-waitlist';
import { findWaitlistSummary } from '@/server/domain/waitlist/waitlist-places';
import type { Locale } from '@/i18n/locales';
import { depositOffer } from '@/server/domain/reservations/deposit-offer';
import { AdVideoLink } from '@/components/listings/ad-video-link';
import { ChipBadge } from '@/components/trust/chip-badge';
import { ListingFacts } from '@/components/listings/listing-facts';
import { PhotoGallery } from '@/components/listings/photo-gallery';
import { ReportForm } from '@/components/reports/report-form';
import { AdTravel } from '@/components/trust/ad-travel';
import { OwnershipNotice } from '@/components/trust/ownership-notice';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import { DOG_TYPES, type DogType } from '@/i18n/paths';
import { findBreed } from '@/reference/breeds';
import { createRequestContext } from '@/server/context';
import { getExchangeRates } from '@/server/domain/exchange-rates/get-exchange-rates';
import { findVerificationRecord } from '@/server/domain/kennels/find-verification-record';
import { findMicrochipRegistryCheck } from '@/server/domain/trust/find-microchip-registry-check';
import { microchipDisplay } from '@/server/domain/trust/microchip-display';
import { findPublicListing, type PublicListing } from '@/server/domain/listings/get-public-listing';
import { reportListingAction, reserveAction } from '../actions';
import { largestWebp } from '@/components/photos/largest-webp';
import { galleryPhotos } from '../ad-photos';
import { absoluteUrl, breadcrumbLd, productLd } from '../structured-data';

type Props = {
  params: Promise<{
    locale: string;
    dogType: string;
    kennel: string;
    slug: string;
    version: string;
  }>;
};

const AD_ROUTE = '/dog/[dogType]/[kennel]/[slug]';

// Rendered once per version of the ad, which the proxy puts in the path (page-existence.ts), and
// then served from the cache: a change to the ad is a new version. Nothing on it is personal (the
// favourite button, the report form and the header ask for the visitor's part in the browser).
// The minute is what a shared cache in front of the site may keep the public address for (as
// for the list pages), and it bounds a page rendered when its version could not be asked.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

// generateMetadata and the page share one lookup per request.
const load = cache(async (locale: Locale, dogType: string, kennelSlug: string, slug: string) => {
  if (!(DOG_TYPES as readonly string[]).includes(dogType)) return null;
  return findPublicListing(createRequestContext({ locale }), {
    kennelSlug,
    slug,
    kind: dogType as DogType,
  });
});

const adParams = (listing: PublicListing) => ({
  dogType: listing.kind,
  kennel: listing.kennel.slug,
  slug: listing.slug,
});

function adDescription(listing: PublicListing, locale: Locale): string {
  return pickLocalizedText(listing.description, locale)?.text ?? listing.title;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, dogType, kennel, slug } = await params;
  const locale = raw as Locale;
  const listing = await load(locale, dogType, kennel, slug);
  if (!listing) return {};
  const breed = findBreed(listing.breedKey);
  const title = [listing.title, breed?.names[locale]].filter(Boolean).join(' – ');
  const cover = listing.photos[0];
  const image = cover ? largestWebp(cover) : null;
  return pageMetadata({
    route: AD_ROUTE,
    params: adParams(listing),
    locale,
    title,
    description: adDescription(listing, locale).replace(/\s+/g, ' ').slice(0, 155),
    image: image && {
      ...image,
      url: absoluteUrl(image.url),
      alt: listing.title,
      type: 'image/webp',
    },
  });
}

export default async function DogAdPage({ params }: Props) {
  const { locale: raw, dogType, kennel, slug } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const listing = await load(locale, dogType, kennel, slug);
  if (!listing) notFound();
  const ctx = createRequestContext({ locale });
  const [t, tListing, tHeader, tMessages, rates, chipCheck, verification, waitlist] =
    await Promise.all([
      getTranslations({ locale, namespace: 'Ad' }),
      getTranslations({ locale, namespace: 'Listing' }),
      getTranslations({ locale, namespace: 'Header' }),
      getTranslations({ locale, namespace: 'Conversations' }),
      getExchangeRates(ctx),
      findMicrochipRegistryCheck(ctx, { listingId: listing.id, microchip: listing.microchip }),
      listing.kennel.isVerified
        ? findVerificationRecord(ctx, { kennelSlug: listing.kennel.slug })
        : null,
      listing.status === 'planned' ? findWaitlistSummary(ctx, { listingId: listing.id }) : null,
    ]);
  const breedName = findBreed(listing.breedKey)?.names[locale];
  const description = pickLocalizedText(listing.description, locale);
  const photos = galleryPhotos(listing.photos);
  const crumbs: AdCrumb[] = [
    { name: t('home'), route: '/' },
    { name: tHeader('puppiesForSale'), route: '/puppies-for-sale/[[...breed]]' },
    ...(breedName
      ? [
          {
            name: breedName,
            route: '/puppies-for-sale/[[...breed]]',
            params: { breed: listing.breedKey },
          } as const,
        ]
      : []),
    { name: listing.title, route: AD_ROUTE, params: adParams(listing) },
  ];
  const url = absoluteUrl(getPathname(AD_ROUTE, adParams(listing), locale));
  // The deposit and the reserve button come together, or neither (one rule, shared with reserveDog).
  const deposit = depositOffer(listing);
  const kennelUrl = absoluteUrl(
    getPathname('/kennel/[kennel]', { kennel: listing.kennel.slug }, locale),
  );

  return (
    <ExchangeRatesProvider rates={rates}>
      <article className="page ad-page">
        <AdBreadcrumb crumbs={crumbs} locale={locale} />
        <div className="ad-layout">
          <PhotoGallery photos={photos} title={listing.title} />
          <div className="ad-main">
            <h1>{listing.title}</h1>
            <FavouriteButton
              listingId={listing.id}
              title={listing.title}
              signInHref={getPathname('/sign-in', {}, locale)}
              withText
            />
            <p className="ad-badges">
              {breedName && <span className="muted">{breedName}</span>}
              {listing.status === 'reserved' && (
                <span className="badge reserved">{tListing('reserved')}</span>
              )}
              {listing.status === 'planned' && <span className="badge">{t('plannedLitter')}</span>}
              <ChipBadge display={microchipDisplay(listing.microchip, chipCheck)} locale={locale} />
            </p>
            <AdPriceBlock listing={listing} deposit={deposit} locale={locale} />
            {deposit !== null && (
              <ReserveForm
                action={reserveAction.bind(
                  null,
                  locale,
                  listing.id,
                  getPathname(AD_ROUTE, adParams(listing), locale),
                )}
                deposit={deposit}
                kind={listing.kind === 'adult' ? 'adult' : 'puppy'}
              />
            )}
            <AdWaitlist listingId={listing.id} summary={waitlist} locale={locale} />
            <p className="ad-message-breeder">
              <Link
                route="/profile/messages"
                locale={locale}
                query={{ listing: listing.id }}
                className="button"
              >
                {tMessages('writeToBreeder')}
              </Link>
            </p>
            <ListingFacts listing={listing} locale={locale} />
            {listing.videoUrl && <AdVideoLink url={listing.videoUrl} locale={locale} />}
            <AdBreederCard kennel={listing.kennel} verification={verification} locale={locale} />
            <SellerBlock seller={listing.seller} locale={locale} headingId="ad-seller" />
          </div>
        </div>
        {description && (
          <section aria-labelledby="ad-about" className="ad-section">
            <h2 id="ad-about">{tListing('about')}</h2>
            <AdLocalizedText text={description} locale={locale} />
          </section>
        )}
        {listing.parents.length > 0 && (
          <section aria-labelledby="ad-parents" className="ad-section">
            <h2 id="ad-parents">{tListing('parents')}</h2>
            <ul className="ad-parents">
              {listing.parents.map((parent) => (
                <li key={parent.id}>
                  <strong>{tListing('labelled', { label: tListing(parent.role) })}</strong>{' '}
                  {parent.name}
                  {parent.birthYear && (
                    <> ({t('parentBorn', { year: parent.birthYear, role: parent.role })})</>
                  )}
                  {parent.titles && <> · {parent.titles}</>}
                  {parent.healthTests.length > 0 && (
                    <>
                      {' · '}
                      {tListing('labelled', { label: t('healthTests') })}{' '}
                      {parent.healthTests.map((test) => `${test.name} ${test.result}`).join(', ')}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <AdTravel listing={listing} locale={locale} />
        <OwnershipNotice locale={locale} />
        <ReportForm target="listing" action={reportListingAction.bind(null, locale, listing.id)} />
        <AdJsonLd
          data={productLd({
            listing,
            url,
            kennelUrl,
            images: photos.map((photo) => absoluteUrl(photo.fullSrc)),
            description: adDescription(listing, locale),
            breedName,
          })}
        />
        <AdJsonLd
          data={breadcrumbLd(
            crumbs.map((crumb) => ({
              name: crumb.name,
              path: getPathname(crumb.route, crumb.params ?? {}, locale),
            })),
          )}
        />
      </article>
    </ExchangeRatesProvider>
  );
}
