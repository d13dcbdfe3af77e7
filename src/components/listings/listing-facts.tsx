import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatPlace } from '@/components/format-place';
import type { PublicListing } from '@/server/domain/listings/get-public-listing';
import { dogAge } from './dog-age';

/** The facts a buyer checks first, as a description list. */
export async function ListingFacts({
  listing,
  locale,
}: {
  listing: PublicListing;
  locale: Locale;
}) {
  const [t, tCard, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Listing' }),
    getTranslations({ locale, namespace: 'ListingCard' }),
    getFormatter({ locale }),
  ]);
  const date = (value: string) =>
    format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const age = listing.birthDate ? dogAge(listing.birthDate, new Date()) : null;
  const facts: [string, string][] = [];
  if (listing.sex) facts.push([t('sex'), tCard(listing.sex)]);
  if (listing.birthDate) {
    const ageText =
      age!.unit === 'weeks'
        ? tCard('ageWeeks', { weeks: age!.value })
        : age!.unit === 'months'
          ? tCard('ageMonths', { months: age!.value })
          : tCard('ageYears', { years: age!.value });
    facts.push([t('born'), `${date(listing.birthDate)} (${ageText})`]);
  }
  if (listing.expectedBirthDate) facts.push([t('expectedBirth'), date(listing.expectedBirthDate)]);
  if (listing.expectedCount) facts.push([t('expectedCount'), String(listing.expectedCount)]);
  if (listing.colour) facts.push([t('colour'), listing.colour]);
  facts.push([t('location'), formatPlace(listing, locale)]);
  facts.push([
    t('pedigree'),
    listing.hasPedigree
      ? [t('yes'), listing.pedigreeRegistry].filter(Boolean).join(' · ')
      : t('no'),
  ]);
  facts.push([t('microchip'), listing.microchip ? t('yes') : t('no')]);
  if (listing.vaccinations) facts.push([t('vaccinations'), listing.vaccinations]);
  if (listing.deworming) facts.push([t('deworming'), listing.deworming]);
  if (listing.availableFrom) facts.push([t('availableFrom'), date(listing.availableFrom)]);
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
