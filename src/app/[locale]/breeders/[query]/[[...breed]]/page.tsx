import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Rating } from '@/components/kennels/rating';
import { formatPlace } from '@/components/format-place';
import { Pagination } from '@/components/navigation/pagination';
import { EmptyResults, type Suggestion } from '@/components/search/empty-results';
import { SearchResultsRegion } from '@/components/search/search-navigation';
import {
  breedersState,
  searchStateOf,
  type BreedersState,
} from '@/components/search/list-query-segment';
import { listPageIndexing, searchQueryString } from '@/components/search/search-query';
import { SortSelect } from '@/components/search/sort-select';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import type { Breed } from '@/reference/breeds';
import { NON_PRICE_SORTS } from '@/validation/search';
import { findBreedersCached, resolveListPageParams } from '../../../list-page-params';

type Props = { params: Promise<{ locale: string; query: string; breed?: string[] }> };

const ROUTE = '/breeders/[[...breed]]' as const;

// Rendered once per filter combination and language, then served from the cache.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** The breeders list takes the country, a non-price sort and the page from the query. */
async function load({ params }: Props) {
  const { locale, breed, query } = await resolveListPageParams('breeders', params);
  const state = breedersState(searchStateOf(query));
  return { locale, breed, state };
}

const search = (breed: Breed | null, state: BreedersState) =>
  findBreedersCached({
    breedKey: breed?.key,
    countryCode: state.country,
    sort: state.sort,
    page: state.page,
  });

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, breed, state } = await load(props);
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Breeders' }),
    search(breed, state),
  ]);
  const title = breed ? t('titleBreed', { breed: breed.names[locale] }) : t('title');
  return pageMetadata({
    route: ROUTE,
    params: { breed: breed?.key },
    locale,
    title: state.page > 1 ? `${title} – ${state.page}` : title,
    description: breed ? t('descriptionBreed', { breed: breed.names[locale] }) : t('description'),
    ...listPageIndexing(state, result.total),
  });
}

export default async function BreedersPage(props: Props) {
  const { locale, breed, state } = await load(props);
  setRequestLocale(locale);
  const [t, tResults, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Breeders' }),
    getTranslations({ locale, namespace: 'BreedersList' }),
    search(breed, state),
  ]);
  if (state.page > result.pageCount) notFound();
  const path = getPathname(ROUTE, { breed: breed?.key }, locale);

  // The heading and the filters are the layout's (ListFrame): only the results change here.
  return (
    <SearchResultsRegion label={tResults('resultsLabel')}>
      <div className="results-head">
        <p className="result-count" role="status">
          {t('resultCount', { count: result.total })}
        </p>
        <SortSelect path={path} sorts={NON_PRICE_SORTS} />
      </div>
      {result.items.length ? (
        <ul className="breeder-list">
          {result.items.map((kennel) => (
            <li key={kennel.id} className="breeder-card">
              {kennel.logo && (
                <img
                  src={kennel.logo.src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <div>
                <h2>
                  <Link route="/kennel/[kennel]" params={{ kennel: kennel.slug }} locale={locale}>
                    {kennel.name}
                  </Link>
                  {kennel.isVerified && <span className="badge">{t('verified')}</span>}
                </h2>
                <p>
                  {formatPlace(kennel, locale)}
                  {kennel.foundedYear && <> · {t('founded', { year: kennel.foundedYear })}</>}
                </p>
                <Rating average={kennel.ratingAverage} count={kennel.ratingCount} locale={locale} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyResults
          locale={locale}
          title={t('empty')}
          removals={[]}
          links={await emptyLinks(locale, breed, state.country)}
        />
      )}
      <Pagination
        route={ROUTE}
        params={{ breed: breed?.key }}
        locale={locale}
        page={result.page}
        pageCount={result.pageCount}
        search={searchQueryString(state)}
      />
    </SearchResultsRegion>
  );
}

/** Wider lists to offer when no breeder matches. */
async function emptyLinks(locale: Locale, breed: Breed | null, country?: string) {
  const t = await getTranslations({ locale, namespace: 'BreedersList' });
  const links: Suggestion[] = [];
  const breedName = breed?.names[locale];
  if (breed && breedName && country) {
    links.push({
      label: t('allCountries', { breed: breedName }),
      href: getPathname(ROUTE, { breed: breed.key }, locale),
    });
  }
  if (breed || country)
    links.push({ label: t('allBreeders'), href: getPathname(ROUTE, {}, locale) });
  if (breed && breedName) {
    links.push({
      label: t('puppiesOfBreed', { breed: breedName }),
      href: getPathname('/puppies-for-sale/[[...breed]]', { breed: breed.key }, locale),
    });
  }
  links.push({ label: t('browseBreeds'), href: getPathname('/breeds', {}, locale) });
  return links;
}
