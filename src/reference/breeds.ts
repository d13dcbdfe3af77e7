import { LOCALES, type Locale } from '@/i18n/locales';
import data from './breeds/breeds.json';
import legacySlugs from './breeds/legacy-slugs.json';
import { toSlug } from './slug';

export interface Breed {
  /** Stable identifier and canonical route parameter: the English slug. */
  readonly key: string;
  readonly fci: number | null;
  /** FCI group 1-10, null for breeds the FCI does not recognise. */
  readonly group: number | null;
  readonly names: Readonly<Record<Locale, string>>;
  readonly slugs: Readonly<Record<Locale, string>>;
}

interface BreedSource {
  fci: number | null;
  group: number | null;
  key?: string;
  names: Record<string, string>;
}

function buildBreeds(source: readonly BreedSource[]): Breed[] {
  const taken = new Map<Locale, Set<string>>(LOCALES.map((l) => [l, new Set<string>()]));
  return source.map((entry) => {
    const names = entry.names as Record<Locale, string>;
    const slugs = Object.fromEntries(
      LOCALES.map((locale) => {
        let slug = toSlug(names[locale], locale);
        if (taken.get(locale)!.has(slug)) slug = `${slug}-${entry.fci ?? entry.key}`;
        taken.get(locale)!.add(slug);
        return [locale, slug];
      }),
    ) as Record<Locale, string>;
    return { key: entry.key ?? slugs.en, fci: entry.fci, group: entry.group, names, slugs };
  });
}

export const BREEDS: readonly Breed[] = buildBreeds(data as BreedSource[]);

const byKey = new Map(BREEDS.map((b) => [b.key, b]));
const bySlug = new Map(
  LOCALES.map((locale) => [locale, new Map(BREEDS.map((b) => [b.slugs[locale], b]))]),
);

export function findBreed(key: string): Breed | null {
  return byKey.get(key) ?? null;
}

export function findBreedBySlug(slug: string, locale: Locale): Breed | null {
  return bySlug.get(locale)!.get(slug) ?? null;
}

// Slugs written by earlier transliterations (Serbian without ј, ђ, џ; Hungarian ö as oe), kept
// so their old addresses answer with a permanent redirect.
const byLegacySlug = legacySlugs as Partial<Record<Locale, Record<string, string>>>;

/** The breed an address used before its slug changed, or null. */
export function findBreedByLegacySlug(slug: string, locale: Locale): Breed | null {
  const key = byLegacySlug[locale]?.[slug];
  return key ? findBreed(key) : null;
}
