import 'server-only';
import type { BreedSection } from '@/components/search/breed-sections';
import { foldText } from '@/components/search/breed-matcher';
import type { Locale } from '@/i18n/locales';
import { BREEDS, type Breed } from '@/reference/breeds';

const FCI_GROUPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * Every breed in the visitor's language, in the ten FCI groups (then the breeds the FCI does
 * not recognise) or by first letter, alphabetical in that language within each section.
 */
export function breedSections(
  locale: Locale,
  view: 'group' | 'az',
  titles: { group(number: number): string; other: string },
): BreedSection[] {
  const byName = (a: Breed, b: Breed) => a.names[locale].localeCompare(b.names[locale], locale);
  const item = (breed: Breed) => ({
    key: breed.key,
    name: breed.names[locale],
    slug: breed.slugs[locale],
  });
  if (view === 'group') {
    return [
      ...FCI_GROUPS.map((group) => ({
        id: `group-${group}`,
        title: titles.group(group),
        breeds: BREEDS.filter((b) => b.group === group)
          .sort(byName)
          .map(item),
      })),
      {
        id: 'other',
        title: titles.other,
        breeds: BREEDS.filter((b) => b.group === null)
          .sort(byName)
          .map(item),
      },
    ];
  }
  const letters = new Map<string, Breed[]>();
  for (const breed of [...BREEDS].sort(byName)) {
    // Accented initials join their base letter: Á with A, Č with C.
    const letter = foldText(breed.names[locale]).charAt(0).toLocaleUpperCase(locale) || '#';
    letters.set(letter, [...(letters.get(letter) ?? []), breed]);
  }
  return [...letters].map(([letter, breeds], index) => ({
    id: `letter-${index + 1}`,
    title: letter,
    breeds: breeds.map(item),
  }));
}
