import type { Locale } from '@/i18n/locales';
import { BREEDS, findBreed } from '@/reference/breeds';
import type { BreedOption } from './breed-combobox';

/** Every breed with its name in the visitor's language, in that language's alphabetical order. */
export function breedOptions(locale: Locale): BreedOption[] {
  return BREEDS.map((breed) => ({ key: breed.key, name: breed.names[locale] })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}

/** A breed's name in the visitor's language (the key when the breed is unknown). */
export const breedName = (key: string, locale: Locale) => findBreed(key)?.names[locale] ?? key;
