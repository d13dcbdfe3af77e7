import { findBreed, findBreedByLegacySlug, findBreedBySlug } from '@/reference/breeds';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';
import { ROUTES, ROUTE_KEYS, type RouteKey } from './routing';
import { SEGMENTS } from './segments';
import { LISTING_KINDS, type ListingKind } from '@/validation/listing-enums';

/** Canonical parameter values: breed keys, English dog types, raw slugs and ids. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export const DOG_TYPES = LISTING_KINDS;
export type DogType = ListingKind;

const DOG_TYPE_WORDS: Record<DogType, Record<Locale, string>> = {
  puppy: {
    en: 'puppy',
    hu: 'kiskutya',
    de: 'welpe',
    ru: 'shchenok',
    it: 'cucciolo',
    ro: 'catel',
    pl: 'szczeniak',
    cs: 'stene',
    fr: 'chiot',
    sr: 'stene',
  },
  adult: {
    en: 'adult',
    hu: 'felnott-kutya',
    de: 'erwachsener-hund',
    ru: 'vzroslaya-sobaka',
    it: 'cane-adulto',
    ro: 'caine-adult',
    pl: 'dorosly-pies',
    cs: 'dospely-pes',
    fr: 'chien-adulte',
    sr: 'odrastao-pas',
  },
  litter: {
    en: 'litter',
    hu: 'alom',
    de: 'wurf',
    ru: 'pomet',
    it: 'cucciolata',
    ro: 'cuib',
    pl: 'miot',
    cs: 'vrh',
    fr: 'portee',
    sr: 'leglo',
  },
};

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
const SYSTEM_SEGMENTS = [
  'api',
  '_next',
  'media',
  'static',
  'admin',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'icon.svg',
  'outbox',
];

/** Every first path segment any language uses, plus the language codes: no kennel may take one. */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  ...LOCALES,
  ...SYSTEM_SEGMENTS,
  ...Object.values(DOG_TYPE_WORDS).flatMap((words) => Object.values(words)),
  ...ROUTE_KEYS.flatMap((key) =>
    Object.values(ROUTES[key].paths).map((path) => path.split('/')[1] ?? ''),
  ).filter((segment) => segment && !segment.startsWith('[')),
  ...Object.keys(SEGMENTS),
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_FIRST_SEGMENTS.has(slug.toLowerCase());
}

interface ParamCodec {
  toPath(value: string, locale: Locale): string | null;
  fromPath(segment: string, locale: Locale): string | null;
}

const anySegment: ParamCodec = {
  toPath: (value) => (value ? encodeURIComponent(value) : null),
  fromPath: (segment) => (segment ? decodeURIComponent(segment) : null),
};
const slugSegment: ParamCodec = {
  toPath: (value) => (SLUG_PATTERN.test(value) ? value : null),
  fromPath: (segment) => (SLUG_PATTERN.test(segment) ? segment : null),
};
const PARAM_CODECS: Record<string, ParamCodec> = {
  breed: {
    toPath: (key, locale) => findBreed(key)?.slugs[locale] ?? null,
    fromPath: (slug, locale) => findBreedBySlug(slug, locale)?.key ?? null,
  },
  dogType: {
    toPath: (type, locale) => DOG_TYPE_WORDS[type as DogType]?.[locale] ?? null,
    fromPath: (word, locale) => DOG_TYPES.find((t) => DOG_TYPE_WORDS[t][locale] === word) ?? null,
  },
  kennel: {
    toPath: (slug) => (SLUG_PATTERN.test(slug) && !isReservedSlug(slug) ? slug : null),
    fromPath: (slug) => (SLUG_PATTERN.test(slug) && !isReservedSlug(slug) ? slug : null),
  },
  slug: slugSegment,
};
const codecFor = (name: string) => PARAM_CODECS[name] ?? anySegment;
// Only the breed codec differs for old addresses: it reads slugs that have since changed.
const legacyCodecFor = (name: string): ParamCodec =>
  name === 'breed'
    ? {
        toPath: PARAM_CODECS.breed!.toPath,
        fromPath: (slug, locale) => findBreedByLegacySlug(slug, locale)?.key ?? null,
      }
    : codecFor(name);

type Part =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string }
  | { kind: 'optional'; name: string };

function parseTemplate(template: string): Part[] {
  return template
    .split('/')
    .filter(Boolean)
    .map((segment): Part => {
      const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
      if (optional) return { kind: 'optional', name: optional[1]! };
      const param = /^\[(\w+)\]$/.exec(segment);
      if (param) return { kind: 'param', name: param[1]! };
      return { kind: 'literal', value: segment };
    });
}

interface CompiledRoute {
  key: RouteKey;
  locale: Locale;
  parts: Part[];
}

const COMPILED: CompiledRoute[] = ROUTE_KEYS.flatMap((key) =>
  LOCALES.flatMap((locale) => {
    const template = (ROUTES[key].paths as Partial<Record<Locale, string>>)[locale];
    return template ? [{ key, locale, parts: parseTemplate(template) }] : [];
  }),
);
const RANK = { literal: 0, param: 1, optional: 2 } as const;
// Static segments win over parameters at the first position where two routes differ.
COMPILED.sort((a, b) => {
  for (let i = 0; i < Math.max(a.parts.length, b.parts.length); i++) {
    const ra = a.parts[i] ? RANK[a.parts[i]!.kind] : 3;
    const rb = b.parts[i] ? RANK[b.parts[i]!.kind] : 3;
    if (ra !== rb) return ra - rb;
  }
  return 0;
});

/** Whether a route exists in a language (admin pages exist in English only). */
export function hasLocalizedPath(key: RouteKey, locale: Locale): boolean {
  return (ROUTES[key].paths as Partial<Record<Locale, string>>)[locale] !== undefined;
}

/** Builds the public path of a route in a language, or null when a parameter is invalid. */
export function buildPath(key: RouteKey, params: RouteParams, locale: Locale): string | null {
  const template = (ROUTES[key].paths as Partial<Record<Locale, string>>)[locale];
  if (template === undefined) return null;
  const out: string[] = [locale];
  for (const part of parseTemplate(template)) {
    if (part.kind === 'literal') {
      out.push(part.value);
      continue;
    }
    const value = params[part.name];
    if (!value) {
      if (part.kind === 'optional') continue;
      return null;
    }
    const segment = codecFor(part.name).toPath(value, locale);
    if (segment === null) return null;
    out.push(segment);
  }
  return '/' + out.join('/');
}

/** Like buildPath, for callers that pass known-good parameters. */
export function getPathname(key: RouteKey, params: RouteParams, locale: Locale): string {
  const path = buildPath(key, params, locale);
  if (path === null)
    throw new Error(`Cannot build ${key} in ${locale} from ${JSON.stringify(params)}`);
  return path;
}

export interface RouteMatch {
  key: RouteKey;
  locale: Locale;
  params: Record<string, string>;
}

function matchParts(
  route: CompiledRoute,
  segments: string[],
  codecs = codecFor,
): Record<string, string> | null {
  const params: Record<string, string> = {};
  let i = 0;
  for (const part of route.parts) {
    const segment = segments[i];
    if (part.kind === 'literal') {
      if (segment !== part.value) return null;
      i++;
    } else if (segment === undefined) {
      if (part.kind === 'param') return null;
    } else {
      const value = codecs(part.name).fromPath(segment, route.locale);
      if (value === null) return null;
      params[part.name] = value;
      i++;
    }
  }
  return i === segments.length ? params : null;
}

/** Splits a public path into its language and the rest; an unsupported first segment means en. */
export function splitLocale(pathname: string): {
  locale: Locale;
  rest: string[];
  hasPrefix: boolean;
} {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0]))
    return { locale: segments[0], rest: segments.slice(1), hasPrefix: true };
  return { locale: DEFAULT_LOCALE, rest: segments, hasPrefix: false };
}

/** Resolves a public path (with its language prefix) to a route in that language, or null. */
export function matchPath(pathname: string): RouteMatch | null {
  const { locale, rest, hasPrefix } = splitLocale(pathname);
  if (!hasPrefix) return null;
  return matchSegments(rest, locale, locale);
}

function matchSegments(
  segments: string[],
  pathLocale: Locale,
  locale: Locale,
  codecs = codecFor,
): RouteMatch | null {
  for (const route of COMPILED) {
    if (route.locale !== pathLocale) continue;
    const params = matchParts(route, segments, codecs);
    if (params) return { key: route.key, locale, params };
  }
  return null;
}

/** Resolves a path that names a breed by a slug it had before (callers answer 301), or null. */
export function matchLegacyPath(pathname: string): RouteMatch | null {
  const { locale, rest, hasPrefix } = splitLocale(pathname);
  if (!hasPrefix) return null;
  return matchSegments(rest, locale, locale, legacyCodecFor);
}

/**
 * Finds the route a path means when it was written in another language's form (an English
 * path under /hu, or a path without a language): callers redirect to its proper form.
 */
export function matchForeignPath(pathname: string): RouteMatch | null {
  const { locale, rest } = splitLocale(pathname);
  for (const pathLocale of [locale, DEFAULT_LOCALE, ...LOCALES]) {
    const found = matchSegments(rest, pathLocale, locale);
    if (found)
      return hasLocalizedPath(found.key, locale) ? found : { ...found, locale: DEFAULT_LOCALE };
  }
  return null;
}

/** The same page in another language, or null when it has no path there (admin pages). */
export function translatePath(pathname: string, target: Locale): string | null {
  const match = matchPath(pathname);
  return match ? buildPath(match.key, match.params, target) : null;
}

/** The internal path Next.js serves for a match: the route key filled with canonical params. */
export function internalPath(match: RouteMatch): string {
  const filled = parseTemplate(match.key)
    .map((part) => {
      if (part.kind === 'literal') return part.value;
      const value = match.params[part.name];
      return value === undefined ? null : encodeURIComponent(value);
    })
    .filter((segment) => segment !== null);
  return '/' + [match.locale, ...filled].join('/');
}
