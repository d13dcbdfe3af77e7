import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Rating } from '@/components/kennels/rating';
import { formatPlace } from '@/components/format-place';
import { Pagination } from '@/components/navigation/pagination';
import { breedEntries } from '@/components/search/breed-entries';
import { BreederFilters } from '@/components/search/breeder-filters';
import { indexBreeds, resolveBreedText } from '@/components/search/breed-matcher';
import { countryOptions } from '@/components/search/country-options';
import { EmptyResults, type Suggestion } from '@/components/search/empty-results';
import {
  SearchNavigationProvider,
  SearchResultsRegion,
} from '@/components/search/search-navigation';
import {
  listPageIndexing,
  searchQueryString,
  withQuery,
  type RawQuery,
} from '@/components/search/search-query';
import { SortSelect } from '@/components/search/sort-select';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link, getPathname } from '@/i18n/navigation';
import type { Breed } from '@/reference/breeds';
import { DEFAULT_SORT, NON_PRICE_SORTS, type Sort } from '@/validation/search';
import {
  countForSaleByBreedCached,
  findBreedersCached,
  resolveListPageParams,
  resolveSearchState,
} from '../../list-page-params';

type Props = {
  params: Promise<{ locale: string; breed?: string[] }>;
  searchParams: Promise<RawQuery>;
};

const ROUTE = '/breeders/[[...breed]]' as const;

/** The breeders list takes the country, a non-price sort and the page from the query. */
async function load({ params, searchParams }: Props) {
  const [{ locale, breed }, { state: parsed, raw }] = await Promise.all([
    resolveListPageParams(params),
    resolveSearchState(searchParams),
  ]);
  const sort: Sort = (NON_PRICE_SORTS as readonly Sort[]).includes(parsed.sort)
    ? parsed.sort
    : DEFAULT_SORT;
  const state = { country: parsed.country, sort, page: parsed.page };
  return { locale, breed, state, raw };
}

const search = (breed: Breed | null, state: { country?: string; sort: Sort; page: number }) =>
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
  const { locale, breed, state, raw } = await load(props);
  setRequestLocale(locale);
  const typedBreed = [raw.breed].flat()[0];
  if (typedBreed !== undefined) {
    const entries = breedEntries(locale, await countForSaleByBreedCached(), ROUTE);
    const target = resolveBreedText(indexBreeds(entries), typedBreed);
    redirect(withQuery(target?.path ?? getPathname(ROUTE, {}, locale), { ...state, page: 1 }));
  }
  const [t, tResults, result, counts] = await Promise.all([
    getTranslations({ locale, namespace: 'Breeders' }),
    getTranslations({ locale, namespace: 'BreedersList' }),
    search(breed, state),
    countForSaleByBreedCached(),
  ]);
  if (state.page > result.pageCount) notFound();
  const basePath = getPathname(ROUTE, {}, locale);
  const path = getPathname(ROUTE, { breed: breed?.key }, locale);
  const breedName = breed?.names[locale];

  return (
    <SearchNavigationProvider href={withQuery(path, state)}>
      <div className="page section breeders-page">
        <h1>{breedName ? t('titleBreed', { breed: breedName }) : t('title')}</h1>
        <BreederFilters
          breedKey={breed?.key ?? null}
          country={state.country ?? ''}
          basePath={basePath}
          action={path}
          entries={breedEntries(locale, counts, ROUTE)}
          countries={countryOptions(locale)}
        />
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
                      <Link
                        route="/kennel/[kennel]"
                        params={{ kennel: kennel.slug }}
                        locale={locale}
                      >
                        {kennel.name}
                      </Link>
                      {kennel.isVerified && <span className="badge">{t('verified')}</span>}
                    </h2>
                    <p>
                      {formatPlace(kennel, locale)}
                      {kennel.foundedYear && <> · {t('founded', { year: kennel.foundedYear })}</>}
                    </p>
                    <Rating
                      average={kennel.ratingAverage}
                      count={kennel.ratingCount}
                      locale={locale}
                    />
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
      </div>
    </SearchNavigationProvider>
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
