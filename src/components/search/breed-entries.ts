import 'server-only';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import { BREEDS } from '@/reference/breeds';
import { packBreeds, type BreedEntry, type PackedBreeds } from './breed-matcher';

type BreedRoute = Extract<RouteKey, '/puppies-for-sale/[[...breed]]' | '/breeders/[[...breed]]'>;
type Skeleton = Omit<BreedEntry, 'count'>;

// Names and paths never change while the process runs; only the counts do.
const skeletons = new Map<string, Skeleton[]>();

function skeletonsFor(locale: Locale, route: BreedRoute): Skeleton[] {
  const cacheKey = `${route}:${locale}`;
  let list = skeletons.get(cacheKey);
  if (!list) {
    list = BREEDS.map((breed): Skeleton => ({
      key: breed.key,
      name: breed.names[locale],
      ...(breed.names.en !== breed.names[locale] && { en: breed.names.en }),
      path: getPathname(route, { breed: breed.key }, locale),
    })).sort((a, b) => a.name.localeCompare(b.name, locale));
    skeletons.set(cacheKey, list);
  }
  return list;
}

/**
 * The compact breed list the autocomplete gets: names in the visitor's language (plus the
 * English one), a count and the breed's path on the list, alphabetical in that language.
 */
export function breedEntries(
  locale: Locale,
  counts: Readonly<Record<string, number>>,
  route: BreedRoute = '/puppies-for-sale/[[...breed]]',
): BreedEntry[] {
  return skeletonsFor(locale, route).map((entry) => ({ ...entry, count: counts[entry.key] ?? 0 }));
}

/** The same list packed for a client component (see packBreeds). */
export function packedBreedEntries(
  locale: Locale,
  counts: Readonly<Record<string, number>>,
  route: BreedRoute = '/puppies-for-sale/[[...breed]]',
): PackedBreeds {
  return packBreeds(breedEntries(locale, counts, route), getPathname(route, {}, locale));
}
