import 'server-only';
import type { Locale } from '@/i18n/locales';
import { COUNTRIES } from '@/reference/countries';
import type { CountryOption } from './filter-fields';

const cache = new Map<Locale, CountryOption[]>();

/** Countries with their names in the visitor's language, alphabetical in that language. */
export function countryOptions(locale: Locale): CountryOption[] {
  let options = cache.get(locale);
  if (!options) {
    options = COUNTRIES.map((country) => ({ code: country.key, name: country.names[locale] })).sort(
      (a, b) => a.name.localeCompare(b.name, locale),
    );
    cache.set(locale, options);
  }
  return options;
}
