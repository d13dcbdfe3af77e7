import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Suggestion } from '@/components/search/empty-results';
import type { CountryOption } from '@/components/search/filter-fields';
import { filterLabel } from '@/components/search/filter-labels';
import {
  activeFilterNames,
  withQuery,
  withoutFilter,
  type SearchState,
} from '@/components/search/search-query';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { Breed } from '@/reference/breeds';
import { searchListingsCached } from '../../../list-page-params';

const SHOWN_REMOVALS = 3;

/**
 * Ways out of an empty search: each filter's removal with the results it would bring (the
 * most restrictive filter first), then the same breed in every country, the breed's whole
 * list, its breeders and upcoming litters, and the breed list.
 */
export async function emptySuggestions(input: {
  locale: Locale;
  breed: Breed | null;
  state: SearchState;
  path: string;
  basePath: string;
  countries: CountryOption[];
}): Promise<{ title: string; removals: Suggestion[]; links: Suggestion[] }> {
  const { locale, breed, state, path, basePath, countries } = input;
  const [t, tFilters] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchResults' }),
    getTranslations({ locale, namespace: 'SearchFilters' }),
  ]);
  const names = activeFilterNames(state);
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const breedKey = breed?.key;

  const candidates = await Promise.all([
    ...names.map(async (name) => {
      const wider = withoutFilter(state, name);
      const result = await searchListingsCached({ ...wider, breedKey });
      return {
        label: filterLabel(name, state, tFilters, locale, countryName),
        href: withQuery(path, wider),
        count: result.total,
      };
    }),
    ...(breed
      ? [
          searchListingsCached({ ...state, page: 1 }).then((result) => ({
            label: breed.names[locale],
            href: withQuery(basePath, { ...state, page: 1 }),
            count: result.total,
          })),
        ]
      : []),
  ]);
  const removals = candidates
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, SHOWN_REMOVALS);

  const links: Suggestion[] = [];
  const breedName = breed?.names[locale];
  if (breed && breedName) {
    if (state.country || state.region) {
      links.push({
        label: t('emptyAllCountries', { breed: breedName }),
        href: withQuery(path, { ...state, country: undefined, region: undefined, page: 1 }),
      });
    }
    if (names.length > 0)
      links.push({ label: t('emptyAllOfBreed', { breed: breedName }), href: path });
    links.push({
      label: t('emptyLitters', { breed: breedName }),
      href: withQuery(path, { type: ['litter'] }),
    });
    links.push({
      label: t('emptyBreeders', { breed: breedName }),
      href: getPathname('/breeders/[[...breed]]', { breed: breed.key }, locale),
    });
  } else if (names.length > 0) {
    links.push({ label: t('emptyAllDogs'), href: basePath });
  }
  links.push({ label: t('emptyBreeds'), href: getPathname('/breeds', {}, locale) });

  const title = names.length > 0 ? t('emptyTitle') : t('emptyNoFilters');
  return { title, removals, links };
}
