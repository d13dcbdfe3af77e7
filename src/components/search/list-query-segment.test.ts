import { describe, expect, it } from 'vitest';
import {
  breedersState,
  breedsView,
  canonicalListQuery,
  fromQuerySegment,
  searchStateOf,
  toQuerySegment,
  withQuerySegment,
  type ListKind,
} from './list-query-segment';
import { parseSearchState } from './search-query';

/** The query a spelled-out query string reaches the page as, or null. */
const reached = (kind: ListKind, query: string) => fromQuerySegment(kind, toQuerySegment(query));

describe('list query segments', () => {
  it('round-trips every canonical search through a segment no layer re-encodes', () => {
    const queries = [
      '',
      'country=HU&region=Pest&priceMin=100&priceMax=900&currency=EUR&sex=female&ageMin=2&ageMax=9&pedigree=1&chipped=1&verified=1&type=litter&sort=priceDesc&page=7',
      'region=%C3%89rd+%26+k%C3%B6rny%C3%A9ke',
    ];
    for (const query of queries) {
      expect(canonicalListQuery('puppies', new URLSearchParams(query))).toBe(query);
      const segment = toQuerySegment(query);
      expect(segment).toMatch(/^[\w-]+$/);
      const params = fromQuerySegment('puppies', segment);
      expect(params).not.toBeNull();
      expect(searchStateOf(params!)).toEqual(parseSearchState(new URLSearchParams(query)));
    }
  });

  it('refuses every spelling but the canonical one, so no search gets two cache entries', () => {
    expect(reached('puppies', 'sort=priceAsc&sex=female')).toBeNull();
    expect(searchStateOf(reached('puppies', 'sex=female&sort=priceAsc')!)).toMatchObject({
      sex: 'female',
      sort: 'priceAsc',
      page: 1,
    });
    expect(reached('puppies', 'page=1')).toBeNull();
    expect(reached('puppies', 'sort=dateDesc')).toBeNull();
    expect(reached('puppies', 'x=1')).toBeNull();
    // Base64 with padding, or no base64 at all, is another spelling too.
    expect(fromQuerySegment('puppies', `${toQuerySegment('sex=male')}=`)).toBeNull();
    expect(fromQuerySegment('puppies', 'sex=male')).toBeNull();
    expect(searchStateOf(fromQuerySegment('puppies', 'all')!)).toMatchObject({
      sort: 'dateDesc',
      page: 1,
    });
    // The breeders list has no price sort and no dog filters.
    expect(reached('breeders', 'sex=female')).toBeNull();
    expect(reached('breeders', 'sort=priceAsc')).toBeNull();
    const breeders = reached('breeders', 'country=AT&sort=ageAsc&page=3');
    expect(breedersState(searchStateOf(breeders!))).toEqual({
      country: 'AT',
      sort: 'ageAsc',
      page: 3,
    });
    // The breed list has two views.
    expect(breedsView(reached('breeds', 'view=az')!)).toBe('az');
    expect(breedsView(fromQuerySegment('breeds', 'all')!)).toBe('group');
    expect(reached('breeds', 'view=group')).toBeNull();
    expect(canonicalListQuery('breeds', { view: ['az', 'az'] })).toBe('');
  });

  it('puts the segment before the optional breed', () => {
    expect(withQuerySegment('/hu/puppies-for-sale/kuvasz', 'c2V4PW1hbGU')).toBe(
      '/hu/puppies-for-sale/c2V4PW1hbGU/kuvasz',
    );
    expect(withQuerySegment('/en/breeders', 'all')).toBe('/en/breeders/all');
  });
});
