import { getFormatter, getTranslations } from 'next-intl/server';
import { PriceRange } from '@/components/currency/price';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import type { Locale } from '@/i18n/locales';
import { Link, getPathname } from '@/i18n/navigation';
import { findBreed } from '@/reference/breeds';
import { formatPlace } from '@/components/format-place';
import { preloadPicture } from '@/components/photos/preload-picture';
import type { ListingSummary } from '@/server/domain/listings/listing-summary';
import { dogAge } from './dog-age';
import '@/components/search/search.css';

/** The card grid's columns: four on desktop, two on a tablet, one on a phone. */
const CARD_SIZES = '(min-width: 992px) 25vw, (min-width: 600px) 50vw, 100vw';

interface Props {
  listing: ListingSummary;
  locale: Locale;
  /** The first cards of a page load eagerly (they are the largest contentful paint). */
  priority?: boolean;
  /** A state shown on the card (a wish list's "Sold"); a card without a link has no ad now. */
  badge?: string;
  isLinked?: boolean;
}

/**
 * A dog or litter in a list: cover photo, breed, sex and age (or the expected birth of a
 * litter), place, breeder with rating, and the price in the visitor's currency.
 */
export async function ListingCard({
  listing,
  locale,
  priority = false,
  badge,
  isLinked = true,
}: Props) {
  const [t, tDetails, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ListingCard' }),
    getTranslations({ locale, namespace: 'CardDetails' }),
    getFormatter({ locale }),
  ]);
  const breed = findBreed(listing.breedKey);
  const age = listing.birthDate ? dogAge(listing.birthDate, new Date()) : null;
  const ageText =
    age &&
    (age.unit === 'weeks'
      ? t('ageWeeks', { weeks: age.value })
      : age.unit === 'months'
        ? t('ageMonths', { months: age.value })
        : t('ageYears', { years: age.value }));
  const expected =
    !listing.birthDate && listing.expectedBirthDate
      ? tDetails('expected', {
          date: format.dateTime(new Date(`${listing.expectedBirthDate}T00:00:00Z`), {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }),
        })
      : null;
  const facts = [
    breed?.names[locale],
    listing.kind === 'litter' ? tDetails('litter') : null,
    listing.sex ? t(listing.sex) : null,
    ageText,
    expected,
  ].filter(Boolean);
  const { priceAmount, priceMaxAmount, currency } = listing;
  const rating = listing.kennelRating;
  if (priority && listing.cover) preloadPicture(listing.cover, CARD_SIZES);

  return (
    <article className="listing-card">
      <div className="card-photo">
        {listing.cover ? (
          <picture>
            {listing.cover.avifSrcSet && (
              <source type="image/avif" srcSet={listing.cover.avifSrcSet} sizes={CARD_SIZES} />
            )}
            <img
              src={listing.cover.src}
              srcSet={listing.cover.srcSet}
              sizes={CARD_SIZES}
              width={listing.cover.width}
              height={listing.cover.height}
              alt={t('photoOf', { title: listing.title })}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          </picture>
        ) : (
          <span className="no-photo">{t('noPhoto')}</span>
        )}
      </div>
      <div className="card-body">
        <h3>
          {isLinked ? (
            <Link
              route="/dog/[dogType]/[kennel]/[slug]"
              params={{ dogType: listing.kind, kennel: listing.kennelSlug, slug: listing.slug }}
              locale={locale}
              className="card-link"
            >
              {listing.title}
            </Link>
          ) : (
            listing.title
          )}
          {badge && <span className="badge reserved">{badge}</span>}
        </h3>
        <FavouriteButton
          listingId={listing.id}
          title={listing.title}
          signInHref={getPathname('/sign-in', {}, locale)}
        />
        <p className="card-facts">{facts.join(' · ')}</p>
        <p className="card-place">
          {formatPlace({ city: listing.city, countryCode: listing.countryCode }, locale)}
        </p>
        <p className="card-place">
          {listing.kennelName}
          {listing.isVerifiedBreeder && <span className="badge">{tDetails('verified')}</span>}
          {rating !== null && (
            <span className="rating">
              {' '}
              <span aria-hidden="true">
                ★ {format.number(rating, { maximumFractionDigits: 1 })} ({listing.kennelRatingCount}
                )
              </span>
              <span className="sr-only">
                {tDetails('rating', {
                  rating: format.number(rating, { maximumFractionDigits: 1 }),
                  count: listing.kennelRatingCount,
                })}
              </span>
            </span>
          )}
        </p>
        <p className="card-price">
          <PriceRange amount={priceAmount} maxAmount={priceMaxAmount} currency={currency} />
        </p>
      </div>
    </article>
  );
}
