import countries from 'i18n-iso-countries';
import cs from 'i18n-iso-countries/langs/cs.json';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import hu from 'i18n-iso-countries/langs/hu.json';
import it from 'i18n-iso-countries/langs/it.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import ro from 'i18n-iso-countries/langs/ro.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import sk from 'i18n-iso-countries/langs/sk.json';
import sr from 'i18n-iso-countries/langs/sr.json';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** Languages the spec lists country names in (the interface languages plus SK and ES). */
export const COUNTRY_NAME_LANGUAGES = [
  'en',
  'hu',
  'ru',
  'sk',
  'ro',
  'it',
  'de',
  'cs',
  'pl',
  'fr',
  'es',
  'sr',
] as const;
export type CountryNameLanguage = (typeof COUNTRY_NAME_LANGUAGES)[number];

for (const data of [en, hu, ru, sk, ro, it, de, cs, pl, fr, es, sr]) countries.registerLocale(data);

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  readonly key: string;
  /** International dialling prefix such as "+36", or null for uninhabited territories. */
  readonly dial: string | null;
  readonly names: Readonly<Record<CountryNameLanguage, string>>;
}

const phoneCountries = new Set<string>(getCountries());

/** ISO countries and territories from i18n-iso-countries, dial codes from libphonenumber-js. */
export const COUNTRIES: readonly Country[] = Object.keys(countries.getAlpha2Codes())
  .map((key) => ({
    key,
    dial: phoneCountries.has(key) ? `+${getCountryCallingCode(key as CountryCode)}` : null,
    names: Object.fromEntries(
      COUNTRY_NAME_LANGUAGES.map((lang) => [
        lang,
        countries.getName(key, lang) ?? countries.getName(key, 'en')!,
      ]),
    ) as Record<CountryNameLanguage, string>,
  }))
  .sort((a, b) => a.key.localeCompare(b.key));

const byKey = new Map(COUNTRIES.map((c) => [c.key, c]));

export function findCountry(key: string): Country | null {
  return byKey.get(key.toUpperCase()) ?? null;
}
