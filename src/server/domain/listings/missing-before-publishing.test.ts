import { describe, expect, it } from 'vitest';
import { missingBeforePublishing, type PublishReadiness } from './missing-before-publishing';

const draft = (overrides: Partial<PublishReadiness>): PublishReadiness => ({
  kind: 'puppy',
  priceAmount: 45_000_000,
  depositType: 'percent',
  photoCount: 1,
  ...overrides,
});

describe('missingBeforePublishing', () => {
  it.each<[string, Partial<PublishReadiness>, string[]]>([
    ['a complete puppy ad', {}, []],
    ['a puppy without photos', { photoCount: 0 }, ['photo']],
    ['a percentage deposit without a price', { priceAmount: null }, ['price']],
    ['price on request, no deposit', { priceAmount: null, depositType: 'none' }, []],
    ['price on request, a fixed deposit', { priceAmount: null, depositType: 'amount' }, []],
    [
      'an adult dog with neither',
      { kind: 'adult', photoCount: 0, priceAmount: null },
      ['photo', 'price'],
    ],
    ['a price of zero (given away)', { priceAmount: 0 }, []],
    ['twelve photos', { photoCount: 12 }, []],
    [
      'a planned litter without photos or price',
      { kind: 'litter', photoCount: 0, priceAmount: null },
      [],
    ],
  ])('%s', (_name, overrides, missing) => {
    expect(missingBeforePublishing(draft(overrides))).toEqual(missing);
  });
});
