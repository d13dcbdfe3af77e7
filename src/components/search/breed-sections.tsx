import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { BreedGroups, type BreedGroup } from './breed-groups';

export interface BreedSection {
  id: string;
  title: string;
  breeds: { key: string; name: string; slug: string }[];
}

/** The breed list: an index of its sections, then each breed with its dogs for sale and breeders. */
export async function BreedSections({
  locale,
  sections,
  counts,
  indexLabel,
}: {
  locale: Locale;
  sections: BreedSection[];
  counts: Readonly<Record<string, number>>;
  indexLabel: string;
}) {
  const [t, tCount] = await Promise.all([
    getTranslations({ locale, namespace: 'Breeds' }),
    getTranslations({ locale, namespace: 'Autocomplete' }),
  ]);
  const groups: BreedGroup[] = sections.map((section) => ({
    id: section.id,
    title: section.title,
    rows: section.breeds.map((breed) => {
      const count = counts[breed.key] ?? 0;
      return count
        ? [breed.slug, breed.name, tCount('forSale', { count })]
        : [breed.slug, breed.name];
    }),
  }));
  return (
    <>
      <nav aria-label={indexLabel} className="section-index">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <BreedGroups
        groups={groups}
        puppiesPath={getPathname('/puppies-for-sale/[[...breed]]', {}, locale)}
        breedersPath={getPathname('/breeders/[[...breed]]', {}, locale)}
        breedersLabel={t('breedersOf')}
      />
    </>
  );
}
