import { describe, expect, it } from 'vitest';
import { LISTING_KINDS, LISTING_STATUSES } from '../listings/listing-states';
import { depositOffer, type DepositTerms } from './deposit-offer';

const dog = (overrides: Partial<DepositTerms> = {}): DepositTerms => ({
  kind: 'puppy',
  status: 'active',
  depositType: 'percent',
  depositValue: 20,
  priceAmount: 40_000_000,
  currency: 'HUF',
  ...overrides,
});

describe('depositOffer', () => {
  it.each<[string, Partial<DepositTerms>, number | null]>([
    ['an active puppy, 20 % of the price', {}, 8_000_000],
    ['an active adult dog, 20 % of the price', { kind: 'adult' }, 8_000_000],
    [
      'a fixed amount',
      { kind: 'adult', depositType: 'amount', depositValue: 5_000_000 },
      5_000_000,
    ],
    ['no deposit', { kind: 'adult', depositType: 'none', depositValue: null }, null],
    ['a deposit of zero', { depositType: 'amount', depositValue: 0 }, null],
    ['a percentage without a price', { kind: 'adult', priceAmount: null }, null],
    ['a planned litter', { kind: 'litter', status: 'planned' }, null],
    ['a reserved puppy', { status: 'reserved' }, null],
    ['a draft adult dog', { kind: 'adult', status: 'draft' }, null],
    ['a sold adult dog', { kind: 'adult', status: 'sold' }, null],
    ['an expired puppy', { status: 'expired' }, null],
  ])('%s', (_name, overrides, amount) => {
    const offer = depositOffer(dog(overrides));
    expect(offer).toEqual(amount === null ? null : { amount, currency: 'HUF' });
  });

  it('offers a deposit exactly where the state table lets a buyer reserve', () => {
    for (const kind of LISTING_KINDS) {
      for (const status of LISTING_STATUSES) {
        const offered = depositOffer(dog({ kind, status })) !== null;
        expect(offered, `${kind} ${status}`).toBe(
          (kind === 'puppy' || kind === 'adult') && status === 'active',
        );
      }
    }
  });
});
