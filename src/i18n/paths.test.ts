import { describe, expect, it } from 'vitest';
import { BREEDS } from '@/reference/breeds';
import { LOCALES } from './locales';
import {
  RESERVED_FIRST_SEGMENTS,
  buildPath,
  hasLocalizedPath,
  internalPath,
  isReservedSlug,
  matchForeignPath,
  matchPath,
  translatePath,
} from './paths';
import { LEGACY_PATHS, ROUTES, ROUTE_KEYS, type RouteKey } from './routing';

const breed = BREEDS.find((b) => b.fci === 57)!; // Hungarian Short-haired Pointer (Vizsla)

const SAMPLE_PARAMS: Record<string, string> = {
  breed: breed.key,
  dogType: 'puppy',
  kennel: 'happy-paws-kennel',
  slug: 'bella-2026',
  id: '5f0c1e9a-2b1d-4c41-9a53-8b0f7f0e2a11',
  dogId: '0b8d6c1e-7a33-4d8e-9f1b-2a4b5c6d7e8f',
};

function paramsFor(key: RouteKey): Record<string, string> {
  const names = [...key.matchAll(/\[(?:\[\.\.\.)?(\w+)\]?\]/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, SAMPLE_PARAMS[name]!]));
}

const cases = ROUTE_KEYS.flatMap((key) =>
  LOCALES.filter((locale) => hasLocalizedPath(key, locale)).map((locale) => ({ key, locale })),
);

describe('localized routes', () => {
  it('covers every route in all ten languages except the English-only admin area', () => {
    for (const key of ROUTE_KEYS) {
      const languages = LOCALES.filter((locale) => hasLocalizedPath(key, locale));
      expect(languages, key).toHaveLength(key.startsWith('/admin') ? 1 : 10);
    }
  });

  it.each(cases)('$key in $locale round-trips through build and match', ({ key, locale }) => {
    const params = paramsFor(key);
    const path = buildPath(key, params, locale);
    expect(path).toMatch(new RegExp(`^/${locale}(/|$)`));
    expect(path).toMatch(/^[a-z0-9/-]+$/);
    expect(matchPath(path!)).toEqual({ key, locale, params });
  });

  it.each(LOCALES)(
    'in %s every breed’s puppies and breeders are the list’s path and its slug (the breed list builds them so)',
    (locale) => {
      for (const route of ['/puppies-for-sale/[[...breed]]', '/breeders/[[...breed]]'] as const) {
        const list = buildPath(route, {}, locale);
        for (const each of BREEDS) {
          expect(buildPath(route, { breed: each.key }, locale)).toBe(
            `${list}/${each.slugs[locale]}`,
          );
        }
      }
    },
  );

  it.each(cases.filter((c) => c.key.includes('[[...')))(
    '$key in $locale drops its optional segment when empty',
    ({ key, locale }) => {
      const path = buildPath(key, {}, locale)!;
      expect(matchPath(path)).toEqual({ key, locale, params: {} });
      expect(path.split('/').length).toBe(
        buildPath(key, paramsFor(key), locale)!.split('/').length - 1,
      );
    },
  );

  it.each(LOCALES)('no two routes share a path pattern in %s', (locale) => {
    const patterns = ROUTE_KEYS.filter((key) => hasLocalizedPath(key, locale)).map((key) =>
      (ROUTES[key].paths as Record<string, string>)[locale]!.replace(/\[[^\]]*\]+/g, ':param'),
    );
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('translates every page into every other language and back', () => {
    for (const { key, locale } of cases) {
      const path = buildPath(key, paramsFor(key), locale)!;
      for (const target of LOCALES) {
        const translated = translatePath(path, target);
        if (!hasLocalizedPath(key, target)) {
          expect(translated).toBeNull();
          continue;
        }
        expect(matchPath(translated!)?.key).toBe(key);
        expect(translatePath(translated!, locale)).toBe(path);
      }
    }
  });

  it('uses each language’s breed slug and dog type word', () => {
    expect(buildPath('/puppies-for-sale/[[...breed]]', { breed: breed.key }, 'hu')).toBe(
      `/hu/elado-kiskutyak/${breed.slugs.hu}`,
    );
    expect(
      buildPath(
        '/dog/[dogType]/[kennel]/[slug]',
        { dogType: 'puppy', kennel: 'x-kennel', slug: 'rex' },
        'de',
      ),
    ).toBe('/de/welpe/x-kennel/rex');
    expect(matchPath('/hu/elado-kiskutyak/no-such-breed')).toBeNull();
  });

  it('keeps the spec’s English paths', () => {
    expect(buildPath('/puppies-for-sale/[[...breed]]', { breed: 'beagle' }, 'en')).toBe(
      '/en/puppies-for-sale/beagle',
    );
    expect(buildPath('/settings/new-password', {}, 'en')).toBe('/en/settings/new-password');
    expect(buildPath('/payment/upcoming-litters/bank-thank-you', {}, 'en')).toBe(
      '/en/payment/upcoming-litters/bank-thank-you',
    );
    expect(buildPath('/help/about-us', {}, 'it')).toBe('/it/aiuto/chi-siamo');
    expect(buildPath('/admin/orders/breeder-profile-orders', {}, 'en')).toBe(
      '/en/admin/orders/breeder-profile-orders',
    );
  });

  it('maps matches to the internal route folders with canonical parameters', () => {
    const match = matchPath(`/hu/elado-kiskutyak/${breed.slugs.hu}`)!;
    expect(internalPath(match)).toBe(`/hu/puppies-for-sale/${breed.key}`);
    expect(internalPath(matchPath('/fr/chiot/kennel-a/rex')!)).toBe('/fr/dog/puppy/kennel-a/rex');
    expect(internalPath(matchPath('/pl/some-kennel')!)).toBe('/pl/kennel/some-kennel');
  });
});

describe('reserved first segments', () => {
  it('contains every first segment of every language, the language codes and dog types', () => {
    for (const { key, locale } of cases) {
      const first = buildPath(key, paramsFor(key), locale)!.split('/')[2];
      if (first && !key.startsWith('/kennel') && !key.startsWith('/dog/')) {
        expect(RESERVED_FIRST_SEGMENTS.has(first), `${key} ${locale}`).toBe(true);
      }
    }
    for (const word of [
      'en',
      'hu',
      'sr',
      'api',
      'kiskutya',
      'welpe',
      'breeds',
      'elado-kiskutyak',
      'admin',
    ]) {
      expect(isReservedSlug(word)).toBe(true);
    }
    expect(isReservedSlug('Breeders')).toBe(true);
    expect(isReservedSlug('happy-paws-kennel')).toBe(false);
  });

  it('never resolves a reserved word as a kennel', () => {
    expect(matchPath('/hu/breeds')).toBeNull();
    expect(buildPath('/kennel/[kennel]', { kennel: 'breeds' }, 'en')).toBeNull();
  });
});

describe('paths in another language’s form', () => {
  it('finds the route of an English path under another language', () => {
    expect(matchForeignPath('/hu/breeds')).toEqual({ key: '/breeds', locale: 'hu', params: {} });
  });

  it('treats a path without a supported language as English', () => {
    expect(matchForeignPath('/breeds')).toEqual({ key: '/breeds', locale: 'en', params: {} });
    expect(matchForeignPath('/es/foo/bar')).toBeNull();
  });

  it('sends admin pages in other languages to English', () => {
    expect(matchForeignPath('/de/admin/users')).toEqual({
      key: '/admin/users',
      locale: 'en',
      params: {},
    });
  });

  it('lists the legacy paths of docs/decisions.md', () => {
    expect(LEGACY_PATHS['/en/admin/orders/breeer-profile-orders']?.route).toBe(
      '/admin/orders/breeder-profile-orders',
    );
    expect(LEGACY_PATHS['/en/profile/ertekeleseim']?.route).toBe('/profile/ratings');
  });
});
