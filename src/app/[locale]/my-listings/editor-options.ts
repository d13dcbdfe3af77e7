import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { BREEDS } from '@/reference/breeds';
import { COUNTRIES } from '@/reference/countries';

/** Breeds and countries for the editor, named and sorted in the visitor's language. */
export function editorOptions(locale: Locale) {
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  return {
    breeds: BREEDS.map((breed) => ({ key: breed.key, name: breed.names[locale] })).sort(byName),
    countries: COUNTRIES.map((country) => ({ key: country.key, name: country.names[locale] })).sort(
      byName,
    ),
  };
}
