// Runs on PGlite too: full-text search and its indexes, the embedded default included.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { SORTS, searchParamsSchema, type SearchInput, type Sort } from '@/validation/search';
import { eventBusFor } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { exchangeRates, kennels, listings } from '../../db/schema';
import { refreshExchangeRates } from '../exchange-rates/refresh-exchange-rates';
import { searchListings } from './search-listings';
import { pagesKey, recallPageStart, rememberPageStart } from './search-page-boundaries';

const VIZSLA = 'hungarian-short-haired-pointer-vizsla';
const NOW = new Date('2026-11-20T12:00:00Z');

let handle: DatabaseHandle;
let events: EventBus;
const ids: Record<string, string> = {};
const names = new Map<string, string>();
let verifiedKennel: string;
let otherKennel: string;

type Row = typeof listings.$inferInsert;

async function insert(name: string, row: Omit<Row, 'slug' | 'title'>) {
  const [listing] = await handle.db
    .insert(listings)
    .values({ slug: name.toLowerCase(), title: name, ...row })
    .returning();
  ids[name] = listing!.id;
  names.set(listing!.id, name);
  return listing!;
}

const at = (date: string) => new Date(`${date}T10:00:00Z`);

beforeAll(async () => {
  handle = await createTestDatabase();
  events = eventBusFor(handle);
  // Round rates so expected EUR amounts are easy to read: 400 HUF and 25 CZK per euro.
  await handle.db
    .update(exchangeRates)
    .set({ perEur: '400' })
    .where(eq(exchangeRates.currency, 'HUF'));
  await handle.db
    .update(exchangeRates)
    .set({ perEur: '25' })
    .where(eq(exchangeRates.currency, 'CZK'));
  const verified = await createTestBreeder(handle);
  const other = await createTestBreeder(handle);
  verifiedKennel = verified.kennel.id;
  otherKennel = other.kennel.id;
  await handle.db.update(kennels).set({ isVerified: true }).where(eq(kennels.id, verifiedKennel));

  const dog = { status: 'active' as const, hasPedigree: false };
  // Visible: five dogs and a planned litter, in three currencies. Prices are minor units.
  await insert('A', {
    ...dog,
    kennelId: verifiedKennel,
    kind: 'puppy',
    breedKey: VIZSLA,
    sex: 'female',
    birthDate: '2026-09-01',
    priceAmount: 100_000,
    currency: 'EUR',
    countryCode: 'HU',
    region: 'Pest',
    hasPedigree: true,
    microchip: '348098100000001',
    publishedAt: at('2026-11-10'),
  });
  await insert('B', {
    ...dog,
    kennelId: verifiedKennel,
    kind: 'puppy',
    breedKey: VIZSLA,
    sex: 'male',
    birthDate: '2026-06-15',
    priceAmount: 30_000_000,
    currency: 'HUF',
    countryCode: 'HU',
    region: 'Csongrád',
    publishedAt: at('2026-11-12'),
  });
  await insert('C', {
    ...dog,
    kennelId: otherKennel,
    kind: 'puppy',
    breedKey: 'beagle',
    sex: 'female',
    birthDate: '2026-08-01',
    priceAmount: 3_000_000,
    currency: 'CZK',
    countryCode: 'CZ',
    region: 'Praha',
    hasPedigree: true,
    microchip: '203098100000002',
    publishedAt: at('2026-11-05'),
  });
  await insert('D', {
    ...dog,
    kennelId: otherKennel,
    kind: 'adult',
    breedKey: 'beagle',
    sex: 'male',
    birthDate: '2023-01-10',
    priceAmount: 40_000,
    currency: 'EUR',
    countryCode: 'CZ',
    microchip: '203098100000003',
    publishedAt: at('2026-11-01'),
  });
  await insert('E', {
    ...dog,
    kennelId: verifiedKennel,
    kind: 'adult',
    breedKey: VIZSLA,
    sex: 'female',
    birthDate: '2024-05-20',
    currency: 'EUR',
    countryCode: 'HU',
    hasPedigree: true,
    publishedAt: at('2026-11-15'),
  });
  await insert('L', {
    kennelId: verifiedKennel,
    kind: 'litter',
    status: 'planned',
    breedKey: VIZSLA,
    expectedBirthDate: '2026-12-20',
    priceAmount: 80_000,
    priceMaxAmount: 120_000,
    currency: 'EUR',
    countryCode: 'HU',
    hasPedigree: true,
    publishedAt: at('2026-11-08'),
  });
  // Never visible in a search, whatever the filters.
  const hidden = {
    kennelId: verifiedKennel,
    breedKey: VIZSLA,
    sex: 'female' as const,
    birthDate: '2026-09-01',
    priceAmount: 100_000,
    currency: 'EUR',
    countryCode: 'HU',
    region: 'Pest',
    hasPedigree: true,
    microchip: '348098100000009',
    publishedAt: at('2026-11-11'),
  };
  for (const status of ['draft', 'reserved', 'sold', 'expired', 'deleted'] as const) {
    await insert(`hidden-${status}`, { ...hidden, kind: 'puppy', status });
  }
  await insert('hidden-born-litter', { ...hidden, kind: 'litter', status: 'born', sex: null });
  await insert('hidden-draft-litter', {
    ...hidden,
    kind: 'litter',
    status: 'draft',
    sex: null,
    birthDate: null,
    expectedBirthDate: '2026-12-01',
  });
});

afterAll(async () => {
  await events.close();
  await handle.close();
});

const ctx = () => createTestContext(handle, { now: NOW, events });
const search = (input: Partial<SearchInput>, options?: Parameters<typeof searchListings>[2]) =>
  searchListings(ctx(), { sort: 'dateDesc', page: 1, ...input } as SearchInput, options);
const found = async (input: Partial<SearchInput>) =>
  (await search(input)).items.map((item) => names.get(item.id)).sort();

describe('searchListings filters', () => {
  it.each<[string, Partial<SearchInput>, string[]]>([
    ['no filter: active puppies and adults', {}, ['A', 'B', 'C', 'D', 'E']],
    ['breed', { breedKey: VIZSLA }, ['A', 'B', 'E']],
    ['country', { country: 'CZ' }, ['C', 'D']],
    ['country and region, any letter case', { country: 'HU', region: ' pest ' }, ['A']],
    ['region alone', { region: 'Praha' }, ['C']],
    ['price range in EUR', { priceMin: 700, priceMax: 1000 }, ['A', 'B']],
    ['price range in CZK', { priceMin: 17_500, priceMax: 25_000, currency: 'CZK' }, ['A', 'B']],
    ['price range in HUF', { priceMin: 280_000, priceMax: 400_000, currency: 'HUF' }, ['A', 'B']],
    ['price bounds in either order', { priceMin: 1000, priceMax: 700 }, ['A', 'B']],
    ['lowest price only (no price never matches)', { priceMin: 1100 }, ['C']],
    ['highest price only', { priceMax: 500 }, ['D']],
    ['sex', { sex: 'female' }, ['A', 'C', 'E']],
    ['age 2-3 months (completed months)', { ageMin: 2, ageMax: 3 }, ['A', 'C']],
    ['age up to 4 months', { ageMax: 4 }, ['A', 'C']],
    ['age from 12 months', { ageMin: 12 }, ['D', 'E']],
    ['age 5 months exactly', { ageMin: 5, ageMax: 5 }, ['B']],
    ['pedigree', { pedigree: true }, ['A', 'C', 'E']],
    ['microchipped', { chipped: true }, ['A', 'C', 'D']],
    ['verified breeder', { verified: true }, ['A', 'B', 'E']],
    ['type puppy', { type: ['puppy'] }, ['A', 'B', 'C']],
    ['type adult', { type: ['adult'] }, ['D', 'E']],
    ['type litter: planned litters', { type: ['litter'] }, ['L']],
    ['all types', { type: ['puppy', 'adult', 'litter'] }, ['A', 'B', 'C', 'D', 'E', 'L']],
    [
      'litter price range overlapping the wanted range',
      { type: ['litter'], priceMin: 1100 },
      ['L'],
    ],
    ['litter price range below the wanted range', { type: ['litter'], priceMin: 1300 }, []],
    ['litter price range above the wanted range', { type: ['litter'], priceMax: 700 }, []],
    [
      'sex and age do not filter litters',
      { type: ['puppy', 'litter'], sex: 'male', ageMax: 6 },
      ['B', 'L'],
    ],
    ['litters are never microchipped', { type: ['litter'], chipped: true }, []],
    [
      'verified breeders with their litters',
      { verified: true, type: ['puppy', 'adult', 'litter'] },
      ['A', 'B', 'E', 'L'],
    ],
    [
      'several filters at once',
      { breedKey: VIZSLA, sex: 'female', pedigree: true, verified: true },
      ['A', 'E'],
    ],
  ])('%s', async (_name, input, expected) => {
    expect(await found(input)).toEqual(expected);
  });

  it('rejects an unknown breed', async () => {
    await expect(search({ breedKey: 'no-such-breed' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('searchListings sorts', () => {
  const order = async (sort: Sort, input: Partial<SearchInput> = {}) =>
    (await search({ ...input, sort })).items.map((item) => names.get(item.id));

  it.each<[Sort, string[]]>([
    ['dateDesc', ['E', 'B', 'A', 'C', 'D']],
    ['dateAsc', ['D', 'C', 'A', 'B', 'E']],
    ['ageAsc', ['A', 'C', 'B', 'E', 'D']],
    ['ageDesc', ['D', 'E', 'B', 'C', 'A']],
    // 400 EUR < 300,000 HUF (750 EUR) < 1,000 EUR < 30,000 CZK (1,200 EUR); no price last.
    ['priceAsc', ['D', 'B', 'A', 'C', 'E']],
    ['priceDesc', ['C', 'A', 'B', 'D', 'E']],
  ])('%s', async (sort, expected) => {
    expect(await order(sort)).toEqual(expected);
  });

  it.each<[Sort, string[]]>([
    ['dateDesc', ['E', 'B', 'A', 'L', 'C', 'D']],
    ['ageAsc', ['L', 'A', 'C', 'B', 'E', 'D']],
    ['ageDesc', ['D', 'E', 'B', 'C', 'A', 'L']],
    ['priceAsc', ['D', 'B', 'L', 'A', 'C', 'E']],
    ['priceDesc', ['C', 'A', 'L', 'B', 'D', 'E']],
  ])(
    '%s merges planned litters in (a litter by its expected birth date and lowest price)',
    async (sort, expected) => {
      expect(await order(sort, { type: ['puppy', 'adult', 'litter'] })).toEqual(expected);
    },
  );

  it('follows new exchange rates at once (normalized prices are refreshed)', async () => {
    const viewer = await createTestViewer(handle, 'ADMIN');
    const admin = createTestContext(handle, { viewer, now: NOW, events });
    await refreshExchangeRates(admin, { rates: { CZK: '50' }, source: 'test' });
    expect(await order('priceAsc')).toEqual(['D', 'C', 'B', 'A', 'E']); // C is now 600 EUR
    await refreshExchangeRates(admin, { rates: { CZK: '25' }, source: 'test' });
    expect(await order('priceAsc')).toEqual(['D', 'B', 'A', 'C', 'E']);
  });
});

describe('searchListings data kept in sync by the database', () => {
  it('computes the EUR amount for any writer, from the stored rates', async () => {
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, ids.B!));
    expect(row!.priceEurCents).toBe(75_000); // 300,000 HUF at 400 HUF/EUR
  });

  it('follows a kennel’s verification to its listings', async () => {
    await handle.db.update(kennels).set({ isVerified: true }).where(eq(kennels.id, otherKennel));
    expect(await found({ verified: true })).toEqual(['A', 'B', 'C', 'D', 'E']);
    await handle.db.update(kennels).set({ isVerified: false }).where(eq(kennels.id, otherKennel));
    expect(await found({ verified: true })).toEqual(['A', 'B', 'E']);
  });
});

describe('searchListings pages and counts', () => {
  const published: string[] = [];
  beforeAll(async () => {
    // 14 Austrian puppies, one published per day: newest first is the reverse insertion order.
    for (let day = 1; day <= 14; day++) {
      const listing = await insert(`AT-${day}`, {
        kennelId: otherKennel,
        kind: 'puppy',
        status: 'active',
        breedKey: 'komondor',
        sex: 'male',
        birthDate: '2026-08-01',
        currency: 'EUR',
        countryCode: 'AT',
        publishedAt: at(`2026-10-${String(day).padStart(2, '0')}`),
      });
      published.unshift(listing.id);
    }
  });

  it('pages by 12 with the same order on every page', async () => {
    const first = await search({ country: 'AT' });
    const second = await search({ country: 'AT', page: 2 });
    expect(first).toMatchObject({ total: 14, totalIsCapped: false, page: 1, pageCount: 2 });
    expect(second).toMatchObject({ total: 14, page: 2, pageCount: 2 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(published);
    expect((await search({ country: 'AT', page: 3 })).items).toEqual([]);
  });

  it('breaks ties by id, the same way on every page', async () => {
    await handle.db
      .update(listings)
      .set({ publishedAt: at('2026-10-20') })
      .where(eq(listings.countryCode, 'AT'));
    const pages = [await search({ country: 'AT' }), await search({ country: 'AT', page: 2 })];
    const order = pages.flatMap((result) => result.items.map((item) => item.id));
    expect(order).toEqual([...published].sort().reverse());
  });

  it.each<[number, number, boolean, number]>([
    [5, 5, true, 1],
    [13, 13, true, 2],
    [14, 14, false, 2],
  ])('caps the count at %i: total %i, capped %s, %i pages', async (cap, total, capped, pages) => {
    const result = await search({ country: 'AT' }, { countCap: cap });
    expect(result).toMatchObject({ total, totalIsCapped: capped, pageCount: pages });
  });

  it('does not count a search known to be over the cap again for a while', async () => {
    const options = { countCap: 5 };
    expect(await search({ country: 'AT', sex: 'male' }, options)).toMatchObject({
      total: 5,
      totalIsCapped: true,
    });
    await handle.db.update(listings).set({ status: 'sold' }).where(eq(listings.countryCode, 'AT'));
    try {
      expect(await search({ country: 'AT', sex: 'male' }, options)).toMatchObject({
        items: [],
        total: 5,
        totalIsCapped: true,
      });
      expect(
        await search({ country: 'AT', sex: 'male' }, { ...options, reuseCounts: false }),
      ).toMatchObject({ total: 0, totalIsCapped: false });
      // A count under the cap holds only while no listing changed: it is counted again.
      expect(await search({ country: 'AT' })).toMatchObject({ total: 0, totalIsCapped: false });
    } finally {
      await handle.db
        .update(listings)
        .set({ status: 'active' })
        .where(eq(listings.countryCode, 'AT'));
    }
  });

  it('reuses a count under the cap while no listing changed, and counts again after', async () => {
    const input = { country: 'AT', sex: 'male' } as const;
    const before = await search(input);
    expect(before.total).toBeGreaterThan(0);
    const generation = async () =>
      (
        await handle.db.execute<{ value: string }>(
          sql`SELECT last_value::text AS value FROM listings_search_generation`,
        )
      ).rows[0]!.value;
    const counted = await generation();
    const [sold] = await handle.db
      .update(listings)
      .set({ status: 'sold' })
      .where(eq(listings.id, before.items[0]!.id))
      .returning({ id: listings.id });
    try {
      // Turned back to the generation the count was read at, the database claims nothing
      // changed: the count kept with it is what the search shows (the page is read anew).
      await handle.db.execute(sql`SELECT setval('listings_search_generation', ${counted})`);
      const reused = await search({ ...input, sort: 'priceAsc' });
      expect(reused.total).toBe(before.total);
      expect(reused.items.map((item) => item.id)).not.toContain(sold!.id);
      // The next write moves the generation on: counted again.
      await handle.db.execute(sql`SELECT nextval('listings_search_generation')`);
      expect((await search({ ...input, sort: 'dateAsc' })).total).toBe(before.total - 1);
      expect((await search(input, { reuseCounts: false })).total).toBe(before.total - 1);
    } finally {
      await handle.db.update(listings).set({ status: 'active' }).where(eq(listings.id, sold!.id));
    }
  });

  it('ignores invalid query values (the URL contract)', async () => {
    const params = searchParamsSchema.parse({
      sort: 'cheapest',
      page: '-3',
      priceMin: 'abc',
      ageMax: '999',
      sex: 'x',
      country: 'hu',
      currency: 'XXX',
      type: 'cat',
      verified: 'maybe',
    });
    const result = await searchListings(ctx(), params);
    const defaults = await search({});
    expect(result.items.map((item) => item.id)).toEqual(defaults.items.map((item) => item.id));
    expect(result).toMatchObject({ page: 1, total: 19 });
  });
});

describe('searchListings keyset pages', () => {
  // The 14 Austrian puppies (no price) and the dogs and litter above: two pages in any order.
  const input = { type: ['puppy', 'adult', 'litter'] } satisfies Partial<SearchInput>;
  const today = NOW.toISOString().slice(0, 10);
  const keyOf = (sort: Sort) => pagesKey({ sort, page: 1, ...input } as SearchInput, today);
  const generation = async () =>
    String(
      (
        await handle.db.execute<{ value: string }>(
          sql`SELECT last_value::text AS value FROM listings_search_generation`,
        )
      ).rows[0]!.value,
    );
  const idsOf = (result: { items: { id: string }[] }) => result.items.map((item) => item.id);

  it.each(SORTS)('%s: page 2 starts where page 1 ended, as by offset', async (sort) => {
    const byOffset = [
      ...idsOf(await search({ ...input, sort }, { keyset: false })),
      ...idsOf(await search({ ...input, sort, page: 2 }, { keyset: false })),
    ];
    expect(byOffset).toHaveLength(20);
    const first = idsOf(await search({ ...input, sort }));
    expect(recallPageStart(handle.db, keyOf(sort), 2)).toMatchObject({ id: first.at(-1) });
    const second = idsOf(await search({ ...input, sort, page: 2 }));
    expect([...first, ...second]).toEqual(byOffset);
  });

  it('reads a page by offset once and remembers where it starts', async () => {
    const sort = 'priceDesc';
    const byOffset = idsOf(await search({ ...input, sort }, { keyset: false }));
    const key = keyOf(sort);
    rememberPageStart(handle.db, key, 2, {
      key: null,
      id: '00000000-0000-0000-0000-000000000000',
      generation: 'stale',
    });
    const second = idsOf(await search({ ...input, sort, page: 2 }));
    // The stale start was not used; the row before page 2 (page 1's last) is its start now.
    expect(second).toEqual(idsOf(await search({ ...input, sort, page: 2 }, { keyset: false })));
    expect(recallPageStart(handle.db, key, 2)).toMatchObject({
      id: byOffset.at(-1),
      generation: await generation(),
    });
  });

  it('begins a page at a remembered start while no listing changed, and not after', async () => {
    const sort = 'dateDesc';
    const all = [
      ...idsOf(await search({ ...input, sort }, { keyset: false })),
      ...idsOf(await search({ ...input, sort, page: 2 }, { keyset: false })),
    ];
    const [firstRow] = await handle.db
      .select({ publishedAt: sql<string>`${listings.publishedAt}::text` })
      .from(listings)
      .where(eq(listings.id, all[0]!));
    // A start after the first row: page 2 then shows rows 2..13 (what paging from there gives).
    rememberPageStart(handle.db, keyOf(sort), 2, {
      key: firstRow!.publishedAt,
      id: all[0]!,
      generation: await generation(),
    });
    expect(idsOf(await search({ ...input, sort, page: 2 }))).toEqual(all.slice(1, 13));
    rememberPageStart(handle.db, keyOf(sort), 2, {
      key: firstRow!.publishedAt,
      id: all[0]!,
      generation: await generation(),
    });
    // Any write to a search column makes every remembered start void: offset again.
    await handle.db.update(listings).set({ priceAmount: 99_000 }).where(eq(listings.id, ids.A!));
    const byOffset = idsOf(await search({ ...input, sort, page: 2 }, { keyset: false }));
    expect(idsOf(await search({ ...input, sort, page: 2 }))).toEqual(byOffset);
    expect(byOffset).not.toEqual(all.slice(1, 13));
  });
});
