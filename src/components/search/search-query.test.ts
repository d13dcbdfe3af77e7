import { describe, expect, it } from 'vitest';
import {
  activeFilterNames,
  listPageIndexing,
  parseSearchState,
  searchQueryString,
  withoutFilter,
} from './search-query';

const state = (query: string) => parseSearchState(new URLSearchParams(query));

describe('listPageIndexing', () => {
  // Indexable: page 1 of the unfiltered list (the breed is in the path, not the query).
  it.each([
    ['', 12, false],
    ['utm_source=newsletter', 12, false],
    ['page=1', 12, false],
    ['sort=dateDesc', 12, false],
    ['type=puppy&type=adult', 12, false],
    ['page=2', 30, true],
    ['sort=priceAsc', 12, true],
    ['country=HU', 12, true],
    ['region=Pest', 12, true],
    ['priceMax=500&currency=EUR', 12, true],
    ['sex=female', 12, true],
    ['ageMin=3', 12, true],
    ['pedigree=1', 12, true],
    ['chipped=1', 12, true],
    ['verified=1', 12, true],
    ['type=litter', 12, true],
    ['country=HU&sex=male&page=3', 40, true],
    ['', 0, true],
  ])('?%s with %i results: noindex %s', (query, total, noIndex) => {
    expect(listPageIndexing(state(query), total)).toEqual({ noIndex });
  });

  it('ignores values the contract rejects', () => {
    expect(listPageIndexing(state('country=hungary&sex=x&page=abc&sort=best'), 5)).toEqual({
      noIndex: false,
    });
  });
});

describe('searchQueryString', () => {
  it('writes one canonical order and leaves defaults out', () => {
    expect(
      searchQueryString(
        state('page=2&sort=priceAsc&verified=1&sex=male&currency=HUF&priceMax=90000&country=HU'),
      ),
    ).toBe('country=HU&priceMax=90000&currency=HUF&sex=male&verified=1&sort=priceAsc&page=2');
    expect(searchQueryString(state('sort=dateDesc&page=1&type=adult&type=puppy'))).toBe('');
  });

  it('keeps the currency only beside a price, and repeats types', () => {
    expect(searchQueryString(state('currency=EUR'))).toBe('');
    expect(searchQueryString(state('type=litter&type=puppy'))).toBe('type=puppy&type=litter');
  });

  it('round-trips through the parser', () => {
    const query =
      'country=DE&region=Bayern&priceMin=300&priceMax=900&currency=EUR&ageMax=6&pedigree=1';
    expect(searchQueryString(state(query))).toBe(query);
  });
});

describe('withoutFilter', () => {
  it('drops one filter (a range as a whole) and goes back to page 1', () => {
    const before = state('priceMin=1&priceMax=2&currency=EUR&sex=female&page=4');
    expect(activeFilterNames(before)).toEqual(['price', 'sex']);
    const after = withoutFilter(before, 'price');
    expect(activeFilterNames(after)).toEqual(['sex']);
    expect(searchQueryString(after)).toBe('sex=female');
  });
});
