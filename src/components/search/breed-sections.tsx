import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';

export interface BreedSection {
  id: string;
  title: string;
  breeds: { key: string; name: string }[];
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
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="breed-group"
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <ul className="breed-list">
            {section.breeds.map((breed) => {
              const count = counts[breed.key] ?? 0;
              return (
                <li key={breed.key}>
                  <Link
                    route="/puppies-for-sale/[[...breed]]"
                    params={{ breed: breed.key }}
                    locale={locale}
                    prefetch={false}
                  >
                    {breed.name}
                  </Link>{' '}
                  <span className={count ? 'breed-count' : 'muted'}>
                    {tCount('forSale', { count })}
                  </span>{' '}
                  ·{' '}
                  <Link
                    route="/breeders/[[...breed]]"
                    params={{ breed: breed.key }}
                    locale={locale}
                    className="muted"
                    prefetch={false}
                  >
                    {t('breedersOf')}
                    <span className="sr-only"> – {breed.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
