import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { SORTS, type SearchInput } from '@/validation/search';
import { armsAfter, buildSearchQuery, monthsBefore, searchOrder } from './search-query';

const dialect = new PgDialect();
const env = { today: '2026-11-20', ratesPerEur: { EUR: '1', HUF: '400' } };
const query = (input: Partial<SearchInput>) =>
  buildSearchQuery({ sort: 'dateDesc', page: 1, ...input } as SearchInput, env);
const text = (input: Partial<SearchInput>) =>
  query(input).arms.map((arm) => dialect.sqlToQuery(arm.where));

describe('monthsBefore', () => {
  it.each([
    ['2026-11-20', 2, '2026-09-20'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2028-03-31', 1, '2028-02-29'],
    ['2026-01-15', 13, '2024-12-15'],
    ['2026-11-20', 0, '2026-11-20'],
  ])('%s minus %i months is %s', (date, months, expected) => {
    expect(monthsBefore(date, months)).toBe(expected);
  });
});

describe('buildSearchQuery arms', () => {
  it.each<[string, Partial<SearchInput>, string[]]>([
    ['puppies and adults by default', {}, ['puppy', 'adult']],
    [
      'one arm per chosen type, in a fixed order',
      { type: ['litter', 'puppy'] },
      ['puppy', 'litter'],
    ],
    ['no adult arm when the oldest wanted age is under a year', { ageMax: 11 }, ['puppy']],
    ['an adult arm from 12 months', { ageMin: 3, ageMax: 12 }, ['puppy', 'adult']],
    ['age bounds in either order', { ageMin: 11, ageMax: 2 }, ['puppy']],
    [
      'no litter arm for microchipped dogs',
      { type: ['litter', 'adult'], chipped: true },
      ['adult'],
    ],
  ])('%s', (_name, input, types) => {
    expect(query(input).arms.map((arm) => arm.type)).toEqual(types);
  });

  it('keeps one empty arm when nothing can match', () => {
    const [arm] = text({ type: ['litter'], chipped: true });
    expect(query({ type: ['litter'], chipped: true }).arms).toHaveLength(1);
    expect(arm!.sql).toBe('false');
  });

  it('puts public statuses in as literals so partial indexes apply', () => {
    const [puppies, litters] = text({ type: ['puppy', 'litter'] });
    expect(puppies!.sql).toContain(`"listings"."status" = 'active'`);
    expect(litters!.sql).toContain(`"listings"."status" = 'planned'`);
  });

  it('converts a price range to EUR cents with the given rates', () => {
    const [puppies] = text({
      type: ['puppy'],
      priceMin: 200_000,
      priceMax: 400_000,
      currency: 'HUF',
    });
    expect(puppies!.params).toEqual(expect.arrayContaining([50_000, 100_000]));
  });

  it('filters sex and age on dogs only', () => {
    const [puppies, litters] = text({ type: ['puppy', 'litter'], sex: 'male', ageMin: 2 });
    expect(puppies!.sql).toContain('"listings"."sex" = $');
    expect(puppies!.sql).toContain(
      'coalesce("listings"."birth_date", "listings"."expected_birth_date") <= $',
    );
    expect(litters!.sql).not.toContain('"sex"');
    expect(litters!.sql).not.toContain('birth_date');
  });
});

describe('searchOrder', () => {
  it.each(SORTS)('%s ends with the id in the same direction as its key', (sort) => {
    const [key, id] = searchOrder(sort).orderBy.map((part) => dialect.sqlToQuery(part).sql);
    const direction = key!.includes(' desc') ? 'desc' : 'asc';
    expect(id).toBe(`"listings"."id" ${direction}`);
  });

  it('puts listings without a price last in both price orders', () => {
    expect(dialect.sqlToQuery(searchOrder('priceDesc').orderBy[0]!).sql).toBe(
      '"listings"."price_eur_cents" desc nulls last',
    );
    // Ascending order puts nulls last by default (and matches the ascending index).
    expect(dialect.sqlToQuery(searchOrder('priceAsc').orderBy[0]!).sql).toBe(
      '"listings"."price_eur_cents" asc',
    );
  });

  it('sorts by age youngest first: the latest (expected) birth date first', () => {
    expect(dialect.sqlToQuery(searchOrder('ageAsc').orderBy[0]!).sql).toBe(
      'coalesce("listings"."birth_date", "listings"."expected_birth_date") desc',
    );
  });
});

describe('armsAfter (keyset pages)', () => {
  const id = '0a2c3e4f-0000-4000-8000-000000000001';
  const after = (input: Partial<SearchInput>, key: string | null) =>
    armsAfter(query(input), { key, id }).map((arm) => {
      const { sql, params } = dialect.sqlToQuery(arm.where);
      return { type: arm.type, sql, params };
    });

  it.each<[SearchInput['sort'], string, string]>([
    ['dateDesc', '<', 'timestamptz'],
    ['dateAsc', '>', 'timestamptz'],
    ['ageAsc', '<', 'date'],
    ['ageDesc', '>', 'date'],
  ])('%s: rows after the start by (key, id) %s, the key read as %s', (sort, op, type) => {
    const arms = after({ sort }, '2026-11-01');
    expect(arms.map((arm) => arm.type)).toEqual(['puppy', 'adult']);
    for (const arm of arms) {
      expect(arm.sql).toMatch(
        new RegExp(`, "listings"\\."id"\\) \\${op} \\(\\$\\d+::${type}, \\$\\d+::uuid\\)`),
      );
      expect(arm.params).toEqual(['2026-11-01', id]);
    }
  });

  it.each(['priceAsc', 'priceDesc'] as const)(
    '%s: priced rows after the start, then every listing without a price',
    (sort) => {
      const arms = after({ sort }, '50000');
      expect(arms.map((arm) => arm.type)).toEqual(['puppy', 'puppy', 'adult', 'adult']);
      expect(arms[0]!.sql).toMatch(
        /\("listings"\."price_eur_cents", "listings"\."id"\) [<>] \(\$\d+::bigint/,
      );
      expect(arms[1]!.sql).toContain('"listings"."price_eur_cents" is null');
      expect(arms[1]!.params).toEqual([]);
    },
  );

  it('after a listing without a price: only listings without a price, by id', () => {
    const arms = after({ sort: 'priceDesc' }, null);
    expect(arms.map((arm) => arm.type)).toEqual(['puppy', 'adult']);
    expect(arms[0]!.sql).toMatch(/"price_eur_cents" is null and "listings"\."id" < \$1::uuid/);
  });

  it('with a price filter, no arm for listings without a price', () => {
    expect(after({ sort: 'priceAsc', priceMax: 500 }, '50000')).toHaveLength(2);
    expect(after({ sort: 'priceAsc', priceMax: 500 }, null)).toEqual([
      { type: 'litter', sql: 'false', params: [] },
    ]);
  });
});
