import type { Currency } from '@/i18n/currencies';
import type { Locale } from '@/i18n/locales';
import { COUNTRY_SOURCES } from './demo-country-sources';
import type { Random } from './random';

/** How breeders in one country look: language, money, registry, places and names. */
export interface CountryProfile {
  code: string;
  weight: number;
  locale: Locale;
  currency: Currency;
  /** The national FCI member that issues pedigrees. */
  registry: string;
  championTitle: string;
  /** ISO 3166 numeric code that starts a microchip number issued in the country. */
  chipPrefix: string;
  cities: readonly { city: string; region: string }[];
  women: { first: readonly string[]; last: readonly string[] };
  men: { first: readonly string[]; last: readonly string[] };
  /** Hungarian names and kennel affixes come family-name first. */
  isFamilyNameFirst: boolean;
  /** Kennel name template: `{a|b}` picks one alternative (empty ones allowed). */
  kennel: string;
}

const list = (text: string) => text.split(',').map((item) => item.trim());

function people(text: string): { first: string[]; last: string[] } {
  const [first = '', last = ''] = text.split('/');
  return { first: list(first), last: list(last) };
}

export const COUNTRY_PROFILES: readonly CountryProfile[] = Object.entries(COUNTRY_SOURCES).map(
  ([code, source]) => ({
    ...source,
    code,
    cities: source.cities.split(';').map((pair) => {
      const [city = '', region = ''] = pair.split(':').map((part) => part.trim());
      return { city, region };
    }),
    women: people(source.women),
    men: people(source.men),
    isFamilyNameFirst: source.isFamilyNameFirst ?? false,
  }),
);

const byCode = new Map(COUNTRY_PROFILES.map((profile) => [profile.code, profile]));

export function getCountryProfile(code: string): CountryProfile {
  const profile = byCode.get(code);
  if (!profile) throw new Error(`No demo profile for country ${code}`);
  return profile;
}

/** A kennel name from the country's template, such as "vom Lindenhof" or "z Leśnej Polany". */
export function buildKennelName(rng: Random, profile: CountryProfile): string {
  return profile.kennel.replace(/\{([^}]*)\}/g, (_, options: string) =>
    rng.pick(options.split('|')),
  );
}
