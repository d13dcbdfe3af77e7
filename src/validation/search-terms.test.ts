import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { searchParamsSchema } from './search';
import { readSearchParams, type SearchParams } from './search-terms';

type Raw = Record<string, string | string[] | undefined>;

// Values each key is tried with: valid ones, the edges of each rule, wrong types and lists.
const COMMON = [undefined, '', ' ', 'x', ['a', 'b'], [], ['']];
const NUMBERS = [
  '0',
  '1',
  '12',
  ' 7 ',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  ['5'],
  ['5', '6'],
];
const CANDIDATES: Record<string, readonly (string | string[] | undefined)[]> = {
  country: [...COMMON, 'HU', 'hu', 'HUN', 'H1', ['HU'], ['HU', 'DE']],
  region: [
    ...COMMON,
    'Pest',
    '  Pest  ',
    'a'.repeat(80),
    ` ${'a'.repeat(80)} `,
    'a'.repeat(81),
    ['Pest'],
  ],
  priceMin: [...COMMON, ...NUMBERS, '100000000', '100000001'],
  priceMax: [...COMMON, ...NUMBERS, '99999999.5', '100000000'],
  currency: [...COMMON, 'EUR', 'HUF', 'eur', 'XYZ', ['EUR']],
  sex: [...COMMON, 'male', 'female', 'Male', ['male']],
  ageMin: [...COMMON, ...NUMBERS, '240', '241'],
  ageMax: [...COMMON, ...NUMBERS, '240', '241'],
  pedigree: [...COMMON, '1', 'true', 'on', '0', 'false', 'yes', ['1']],
  chipped: [...COMMON, '1', 'on', 'TRUE'],
  verified: [...COMMON, 'true', '2'],
  type: [
    ...COMMON,
    'puppy',
    'adult',
    'litter',
    'dog',
    ['puppy', 'litter'],
    ['puppy', 'dog'],
    ['adult'],
  ],
  sort: [
    ...COMMON,
    ...['dateDesc', 'dateAsc', 'ageAsc', 'ageDesc', 'priceAsc', 'priceDesc'],
    'price',
    ['priceAsc'],
  ],
  page: [...COMMON, ...NUMBERS, '100000', '100001'],
  utm_source: ['newsletter'],
};

/** A small deterministic generator, so a failing combination can be found again. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('readSearchParams', () => {
  it('reads every value of every key as the zod schema does', () => {
    let compared = 0;
    for (const [key, values] of Object.entries(CANDIDATES)) {
      for (const value of values) {
        const raw: Raw = { [key]: value };
        expect(readSearchParams(raw), JSON.stringify(raw)).toEqual(searchParamsSchema.parse(raw));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('reads mixed queries as the zod schema does', () => {
    const next = random(20_261_123);
    const keys = Object.keys(CANDIDATES);
    for (let run = 0; run < 500; run++) {
      const raw: Raw = {};
      for (const key of keys) {
        if (next() < 0.5) continue;
        const values = CANDIDATES[key]!;
        raw[key] = values[Math.floor(next() * values.length)];
      }
      expect(readSearchParams(raw), JSON.stringify(raw)).toEqual(searchParamsSchema.parse(raw));
    }
  });

  it('gives a full search for a valid query and defaults for an empty one', () => {
    expect(
      readSearchParams({
        country: 'HU',
        region: ' Pest ',
        priceMin: '100',
        priceMax: '5000',
        currency: 'EUR',
        sex: 'female',
        ageMin: '2',
        ageMax: '12',
        pedigree: '1',
        chipped: 'on',
        verified: 'true',
        type: ['puppy', 'litter'],
        sort: 'priceAsc',
        page: '3',
      }),
    ).toEqual({
      country: 'HU',
      region: 'Pest',
      priceMin: 100,
      priceMax: 5000,
      currency: 'EUR',
      sex: 'female',
      ageMin: 2,
      ageMax: 12,
      pedigree: true,
      chipped: true,
      verified: true,
      type: ['puppy', 'litter'],
      sort: 'priceAsc',
      page: 3,
    });
    expect(readSearchParams({})).toEqual({ sort: 'dateDesc', page: 1 });
  });

  it('has the type of the schema’s output', () => {
    expectTypeOf<z.output<typeof searchParamsSchema>>().toExtend<SearchParams>();
    expectTypeOf<Required<SearchParams>>().toExtend<z.output<typeof searchParamsSchema>>();
  });
});
