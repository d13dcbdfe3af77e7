import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/locales';
import { breedEntries, packedBreedEntries } from './breed-entries';
import {
  foldText,
  indexBreeds,
  matchBreeds,
  packBreeds,
  resolveBreedText,
  unpackBreeds,
  type BreedEntry,
} from './breed-matcher';

const indexFor = (locale: Locale, counts: Record<string, number> = {}) =>
  indexBreeds(breedEntries(locale, counts));
const keys = (locale: Locale, typed: string, counts?: Record<string, number>) =>
  matchBreeds(indexFor(locale, counts), typed).map((entry) => entry.key);

describe('foldText', () => {
  it.each([
    ['Kuvász', 'kuvasz'],
    ['KUVASZ', 'kuvasz'],
    ['Német juhászkutya', 'nemet juhaszkutya'],
    ['Shih-Tzu', 'shih tzu'],
    ['Łajka', 'lajka'],
    ['Weißer Schweizer Schäferhund', 'weisser schweizer schaferhund'],
    ['Ciobănesc Românesc', 'ciobanesc romanesc'],
    ['Ёжик', 'ежик'],
    ['  Border   Collie ', 'border collie'],
  ])('%s folds to %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('matchBreeds', () => {
  it.each(['kuvasz', 'Kuvasz', 'kuvász', 'KUVÁSZ', ' kuvasz '])(
    'finds the Kuvasz for "%s" whatever the case and accents',
    (typed) => {
      expect(keys('hu', typed)[0]).toBe('kuvasz');
      expect(keys('en', typed)[0]).toBe('kuvasz');
    },
  );

  it('matches names in the visitor’s language without their accents', () => {
    expect(keys('hu', 'nemet juhasz')).toContain('german-shepherd-dog');
    expect(keys('de', 'schaferhund')).toContain('german-shepherd-dog');
  });

  it('matches the English name too, in every language', () => {
    expect(keys('hu', 'german shepherd')[0]).toBe('german-shepherd-dog');
    expect(keys('ru', 'german shepherd')[0]).toBe('german-shepherd-dog');
  });

  it('matches Cyrillic names', () => {
    expect(keys('ru', 'кувас')[0]).toBe('kuvasz');
  });

  it('returns at most eight, names starting with the text first', () => {
    const found = matchBreeds(indexFor('en'), 'shepherd');
    expect(found).toHaveLength(8);
    const [first] = matchBreeds(indexFor('en'), 'pug');
    expect(first!.name).toBe('Pug');
  });

  it('ranks breeds with more dogs for sale first among equal matches', () => {
    const plain = keys('en', 'shepherd');
    const boosted = keys('en', 'shepherd', { 'dutch-shepherd-dog': 40, 'karst-shepherd-dog': 10 });
    expect(boosted.slice(0, 2)).toEqual(['dutch-shepherd-dog', 'karst-shepherd-dog']);
    expect(plain.slice(0, 2)).not.toEqual(boosted.slice(0, 2));
  });

  it('finds nothing for an empty text or a text no breed has', () => {
    expect(keys('en', '')).toEqual([]);
    expect(keys('en', '  ')).toEqual([]);
    expect(keys('en', 'qqqzzz')).toEqual([]);
  });
});

describe('resolveBreedText', () => {
  const index = indexFor('hu');
  it.each([
    ['Kuvász', 'kuvasz'],
    ['német juhászkutya', 'german-shepherd-dog'],
    ['German Shepherd Dog', 'german-shepherd-dog'],
    ['german-shepherd-dog', 'german-shepherd-dog'],
    ['komond', 'komondor'],
  ])('reads "%s" as %s', (typed, key) => {
    expect(resolveBreedText(index, typed)?.key).toBe(key);
  });

  it.each(['', 'ku', 'qqqzzz'])('reads "%s" as no breed', (typed) => {
    expect(resolveBreedText(index, typed)).toBeNull();
  });
});

describe('packBreeds', () => {
  const list: BreedEntry[] = [
    { key: 'kuvasz', name: 'Kuvasz', count: 12, path: '/hu/elado-kiskutyak/kuvasz' },
    {
      key: 'german-shepherd',
      name: 'Német juhászkutya',
      en: 'German Shepherd Dog',
      count: 0,
      path: '/hu/elado-kiskutyak/nemet-juhaszkutya',
    },
    // A path outside the base path travels whole.
    { key: 'odd', name: 'Odd, "quoted" – név', count: 3, path: '/hu/mashol/odd' },
  ];

  it('gives back the same entries, once per list', () => {
    const packed = packBreeds(list, '/hu/elado-kiskutyak');
    expect(unpackBreeds(packed)).toEqual(list);
    expect(unpackBreeds(packed)).toBe(unpackBreeds(packed));
    expect(packed.length).toBeLessThan(JSON.stringify(list).length * 0.7);
  });

  it('carries every breed list of every language whole', () => {
    for (const locale of LOCALES) {
      for (const route of ['/puppies-for-sale/[[...breed]]', '/breeders/[[...breed]]'] as const) {
        const counts = { kuvasz: 4, 'german-shepherd-dog': 7 };
        expect(unpackBreeds(packedBreedEntries(locale, counts, route))).toEqual(
          breedEntries(locale, counts, route),
        );
      }
    }
  });

  it('keeps a list without breeds empty', () => {
    expect(unpackBreeds(packBreeds([], '/en/puppies-for-sale'))).toEqual([]);
  });
});
