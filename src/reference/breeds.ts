import slugify from '@sindresorhus/slugify';
import { LOCALES, type Locale } from '@/i18n/locales';
import data from './breeds/breeds.json';

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

export const toSlug = (text: string) => slugify(text, { customReplacements: [['ß', 'ss']] });

function buildBreeds(source: readonly BreedSource[]): Breed[] {
  const taken = new Map<Locale, Set<string>>(LOCALES.map((l) => [l, new Set<string>()]));
  return source.map((entry) => {
    const names = entry.names as Record<Locale, string>;
    const slugs = Object.fromEntries(
      LOCALES.map((locale) => {
        let slug = toSlug(names[locale]);
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
