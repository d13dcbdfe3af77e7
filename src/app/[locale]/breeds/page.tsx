import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { BREEDS, type Breed } from '@/reference/breeds';
import { createRequestContext } from '@/server/context';
import { countPuppiesByBreed } from '@/server/domain/reference/count-listings-by-breed';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    route: '/breeds',
    locale,
    title: t('breedsTitle'),
    description: t('breedsDescription'),
  });
}

const GROUPS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

export default async function BreedsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await connection();
  const [t, tGroups, counts] = await Promise.all([
    getTranslations({ locale, namespace: 'Breeds' }),
    getTranslations({ locale, namespace: 'FciGroups' }),
    countPuppiesByBreed(createRequestContext({ locale })),
  ]);
  const byName = (a: Breed, b: Breed) => a.names[locale].localeCompare(b.names[locale], locale);
  const sections = [
    ...GROUPS.map((group) => ({
      id: `group-${group}`,
      title: t('group', { number: group, name: tGroups(group) }),
      breeds: BREEDS.filter((b) => String(b.group) === group).sort(byName),
    })),
    {
      id: 'other',
      title: t('otherBreeds'),
      breeds: BREEDS.filter((b) => b.group === null).sort(byName),
    },
  ];
  return (
    <section className="page section">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <nav aria-label={t('groupBy')} className="group-index">
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
            {section.breeds.map((breed) => (
              <li key={breed.key}>
                <Link
                  route="/puppies-for-sale/[[...breed]]"
                  params={{ breed: breed.key }}
                  locale={locale}
                  prefetch={false}
                >
                  {breed.names[locale]}
                </Link>{' '}
                <span className="muted">
                  {t('puppiesCount', { count: counts.get(breed.key) ?? 0 })}
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
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
