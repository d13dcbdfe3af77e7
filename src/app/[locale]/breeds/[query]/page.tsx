import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BreedSearch } from '@/components/search/breed-search';
import { BreedSections } from '@/components/search/breed-sections';
import { breedsView } from '@/components/search/list-query-segment';
import { isLocale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { countForSaleByBreedCached, resolveListQuery } from '../../list-page-params';
import { breedSections } from '../breed-sections-data';

type Props = { params: Promise<{ locale: string; query: string }> };

// Rendered once per view and language, then served from the cache (see list-page-params.ts).
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const viewOf = async (params: Props['params']) =>
  breedsView(resolveListQuery('breeds', (await params).query));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    route: '/breeds',
    locale,
    title: t('breedsTitle'),
    description: t('breedsDescription'),
    // The A-Z view lists the same breeds: one indexed version, the grouped one.
    noIndex: (await viewOf(params)) === 'az',
  });
}

export default async function BreedsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const view = await viewOf(params);
  const [t, tPage, tGroups, counts] = await Promise.all([
    getTranslations({ locale, namespace: 'Breeds' }),
    getTranslations({ locale, namespace: 'BreedsPage' }),
    getTranslations({ locale, namespace: 'FciGroups' }),
    countForSaleByBreedCached(),
  ]);
  const sections = breedSections(locale, view, {
    group: (number) => t('group', { number, name: tGroups(String(number) as '1') }),
    other: t('otherBreeds'),
  });
  const views = [
    { id: 'group', label: t('byGroup'), query: undefined },
    { id: 'az', label: t('alphabetical'), query: 'az' },
  ] as const;

  return (
    <section className="page section breeds-page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <BreedSearch locale={locale} />
      <nav aria-label={t('groupBy')} className="view-switch">
        <ul>
          {views.map((item) => (
            <li key={item.id}>
              <Link
                route="/breeds"
                locale={locale}
                query={{ view: item.query }}
                aria-current={view === item.id ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <BreedSections
        locale={locale}
        sections={sections}
        counts={counts}
        indexLabel={view === 'az' ? tPage('letters') : tPage('groups')}
      />
    </section>
  );
}
