import type { Locale } from '@/i18n/locales';
import { findCountry } from '@/reference/countries';

/** "City, Region, Country" in the visitor's language, skipping what is unknown. */
export function formatPlace(
  place: { city?: string | null; region?: string | null; countryCode: string },
  locale: Locale,
): string {
  return [place.city, place.region, findCountry(place.countryCode)?.names[locale]]
    .filter(Boolean)
    .join(', ');
}
