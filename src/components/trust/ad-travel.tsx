import type { Locale } from '@/i18n/locales';
import { findCountry } from '@/reference/countries';
import { TRAVEL_DESTINATIONS } from '@/reference/pet-travel';
import { TravelDate } from './travel-date';

interface Props {
  listing: {
    countryCode: string;
    birthDate: string | null;
    expectedBirthDate: string | null;
    microchip: string | null;
  };
  locale: Locale;
}

/** The ad's travel section: the destinations named in the page's language, the dog's facts. */
export function AdTravel({ listing, locale }: Props) {
  const birthDate = listing.birthDate ?? listing.expectedBirthDate;
  if (!birthDate) return null;
  const countries = TRAVEL_DESTINATIONS.map((code) => ({
    code,
    name: findCountry(code)?.names[locale] ?? code,
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <TravelDate
      from={listing.countryCode}
      birthDate={birthDate}
      hasMicrochip={listing.microchip !== null}
      countries={countries}
    />
  );
}
