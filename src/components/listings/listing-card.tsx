import { getFormatter, getTranslations } from 'next-intl/server';
import { Price } from '@/components/currency/price';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { findBreed } from '@/reference/breeds';
import { formatPlace } from '@/components/format-place';
import type { ListingSummary } from '@/server/domain/listings/listing-summary';
import { dogAge } from './dog-age';

interface Props {
  listing: ListingSummary;
  locale: Locale;
  /** The first cards of a page load eagerly (they are the largest contentful paint). */
  priority?: boolean;
}

export async function ListingCard({ listing, locale, priority = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'ListingCard' });
  const format = await getFormatter({ locale });
  const breed = findBreed(listing.breedKey);
  const age = listing.birthDate ? dogAge(listing.birthDate, new Date()) : null;
  const ageText =
    age &&
    (age.unit === 'weeks'
      ? t('ageWeeks', { weeks: age.value })
      : age.unit === 'months'
        ? t('ageMonths', { months: age.value })
        : t('ageYears', { years: age.value }));
  return (
    <article className="listing-card">
      <div className="card-photo">
        {listing.cover ? (
          <picture>
            {listing.cover.avifSrcSet && (
              <source
                type="image/avif"
                srcSet={listing.cover.avifSrcSet}
                sizes="(min-width: 992px) 25vw, 50vw"
              />
            )}
            <img
              src={listing.cover.src}
              srcSet={listing.cover.srcSet}
              sizes="(min-width: 992px) 25vw, (min-width: 600px) 50vw, 100vw"
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
          <Link
            route="/dog/[dogType]/[kennel]/[slug]"
            params={{ dogType: listing.kind, kennel: listing.kennelSlug, slug: listing.slug }}
            locale={locale}
            className="card-link"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="card-facts">
          {breed?.names[locale]}
          {listing.sex && <> · {t(listing.sex)}</>}
          {ageText && <> · {ageText}</>}
          {!listing.birthDate && listing.expectedBirthDate && (
            <>
              {' '}
              ·{' '}
              {format.dateTime(new Date(listing.expectedBirthDate), {
                month: 'long',
                year: 'numeric',
              })}
            </>
          )}
        </p>
        <p className="card-place">
          {formatPlace({ city: listing.city, countryCode: listing.countryCode }, locale)} ·{' '}
          {listing.kennelName}
          {listing.kennelRating !== null && (
            <span className="rating" aria-label={`${listing.kennelRating.toFixed(1)} / 5`}>
              {' '}
              ★ {format.number(listing.kennelRating, { maximumFractionDigits: 1 })} (
              {listing.kennelRatingCount})
            </span>
          )}
        </p>
        <p className="card-price">
          {listing.priceAmount !== null ? (
            <Price amount={listing.priceAmount} currency={listing.currency} />
          ) : (
            t('priceOnRequest')
          )}
        </p>
      </div>
    </article>
  );
}
