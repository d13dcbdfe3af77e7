import { describe, expect, it } from 'vitest';
import {
  filterHref,
  filterValuesFrom,
  validateFilterValues,
  type FilterValues,
} from './filter-values';
import { parseSearchState } from './search-query';

const base = filterValuesFrom(parseSearchState({}), null);
const with_ = (patch: Partial<FilterValues>) => ({ ...base, ...patch });
const paths = {
  base: '/en/puppies-for-sale',
  breed: (key: string) => (key === 'kuvasz' ? '/en/puppies-for-sale/kuvasz' : undefined),
};

describe('validateFilterValues', () => {
  it.each([
    [{}, {}],
    [{ priceMin: '100', priceMax: '900' }, {}],
    [{ priceMin: '900', priceMax: '100' }, { price: 'range' }],
    [{ priceMin: '12.5' }, { price: 'number' }],
    [{ priceMax: '-3' }, { price: 'number' }],
    [{ ageMin: '241' }, { age: 'number' }],
    [{ ageMin: '6', ageMax: '3' }, { age: 'range' }],
    [{ ageMin: '3', ageMax: '3' }, {}],
  ] as [Partial<FilterValues>, object][])('%j gives %j', (patch, errors) => {
    expect(validateFilterValues(with_(patch))).toEqual(errors);
  });
});

describe('filterHref', () => {
  it('puts the breed in the path and prices with the currency they were typed in', () => {
    expect(
      filterHref(with_({ breedKey: 'kuvasz', priceMax: '300000', sex: 'female' }), paths, 'HUF'),
    ).toBe('/en/puppies-for-sale/kuvasz?priceMax=300000&currency=HUF&sex=female');
    expect(filterHref(with_({ priceMin: '100', currency: 'EUR' }), paths, 'HUF')).toBe(
      '/en/puppies-for-sale?priceMin=100&currency=EUR',
    );
  });

  it('starts again at page 1 and leaves the defaults out', () => {
    const state = parseSearchState({ page: '4', country: 'AT', sort: 'ageAsc' });
    expect(filterHref(filterValuesFrom(state, null), paths, 'EUR')).toBe(
      '/en/puppies-for-sale?country=AT&sort=ageAsc',
    );
    expect(filterHref(with_({ types: ['puppy', 'adult'] }), paths, 'EUR')).toBe(
      '/en/puppies-for-sale',
    );
  });
});
