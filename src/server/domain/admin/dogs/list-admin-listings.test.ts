import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { parseListParams } from '@/server/admin/list-params';
import { createTestBreeder, createTestViewer } from '../../../../../tests/support/factories';
import { createTestContext } from '../../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import { listingReports, listings } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { ADMIN_DOG_LIST, listAdminListings } from './list-admin-listings';

let handle: DatabaseHandle;
let ctx: RequestContext;
let slug: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  const { kennel } = await createTestBreeder(handle);
  slug = kennel.slug;
  const base = {
    kennelId: kennel.id,
    currency: 'EUR',
    countryCode: 'HU',
    status: 'active' as const,
  };
  const rows = await handle.db
    .insert(listings)
    .values([
      {
        ...base,
        kind: 'puppy',
        slug: 'a',
        title: 'Cheap vizsla',
        breedKey: 'hungarian-short-haired-pointer-vizsla',
        priceAmount: 50_000,
        priceEurCents: 50_000,
      },
      {
        ...base,
        kind: 'puppy',
        slug: 'b',
        title: 'Dear vizsla',
        breedKey: 'hungarian-short-haired-pointer-vizsla',
        priceAmount: 250_000,
        priceEurCents: 250_000,
      },
      {
        ...base,
        kind: 'adult',
        slug: 'c',
        title: 'Adult puli',
        breedKey: 'puli',
        countryCode: 'AT',
        status: 'hidden',
      },
      {
        ...base,
        kind: 'litter',
        slug: 'd',
        title: 'Komondor litter',
        breedKey: 'komondor',
        status: 'planned',
      },
    ])
    .returning();
  await handle.db
    .insert(listingReports)
    .values({ listingId: rows[1]!.id, reason: 'scam', text: 'Same photos elsewhere.' });
  const viewer = await createTestViewer(handle, 'ADMINV', { twoFactorEnabled: true });
  ctx = createTestContext(handle, { viewer });
});
afterAll(() => handle.close());

const titles = async (query: Record<string, string>, kind?: 'puppy' | 'adult' | 'litter') =>
  (
    await listAdminListings(ctx, parseListParams({ kennel: slug, ...query }, ADMIN_DOG_LIST), kind)
  ).map((row) => row.title);

describe('the dogs lists', () => {
  it.each([
    [
      { sort: 'price', dir: 'asc' },
      undefined,
      ['Cheap vizsla', 'Dear vizsla', 'Adult puli', 'Komondor litter'],
    ],
    [{ sort: 'title', dir: 'asc' }, 'puppy', ['Cheap vizsla', 'Dear vizsla']],
    [{ reported: '1' }, undefined, ['Dear vizsla']],
    [{ photosMissing: '1', state: 'hidden' }, undefined, ['Adult puli']],
    [{ country: 'at' }, undefined, ['Adult puli']],
    [{ priceMin: '1000', priceMax: '3000' }, undefined, ['Dear vizsla']],
    [{ breed: 'komondor' }, 'litter', ['Komondor litter']],
    [{ breed: 'komondor' }, 'puppy', []],
    [{ from: '2000-01-01', to: '2000-01-02' }, undefined, []],
  ] as const)('filters %j (kind %s)', async (query, kind, expected) => {
    const found = await titles({ ...query }, kind);
    if ('sort' in query && query.sort === 'price') {
      // The two priced dogs lead in order; the unpriced ones follow in no set order.
      expect(found.slice(0, 2)).toEqual(expected.slice(0, 2));
      expect([...found].sort()).toEqual([...expected].sort());
    } else if ('sort' in query) expect(found).toEqual(expected);
    else expect(found.sort()).toEqual([...expected].sort());
  });

  it('counts open reports and refuses ADMINM', async () => {
    const [dear] = await listAdminListings(
      ctx,
      parseListParams({ kennel: slug, reported: '1' }, ADMIN_DOG_LIST),
    );
    expect(dear?.openReports).toBe(1);
    const adminm = await createTestViewer(handle, 'ADMINM', { twoFactorEnabled: true });
    await expect(
      listAdminListings(
        createTestContext(handle, { viewer: adminm }),
        parseListParams({}, ADMIN_DOG_LIST),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('pages by keyset in every order, forwards and back, as offsets do', async () => {
    // Ties on every sort key, and ads with no price and not yet published: the cursor's row
    // decides where its page ends, the id breaks ties, and nulls stay last in both directions.
    const { kennel } = await createTestBreeder(handle);
    const created = new Date('2026-02-01T10:00:00.123456Z');
    await handle.db.insert(listings).values(
      Array.from({ length: 11 }, (_, i) => ({
        kennelId: kennel.id,
        kind: 'puppy' as const,
        slug: `keyset-${i}`,
        title: `Puppy ${i % 3}`,
        breedKey: 'puli',
        countryCode: 'HU',
        currency: 'EUR',
        status: 'active' as const,
        priceAmount: i % 4 === 0 ? null : (i % 2) * 1000,
        priceEurCents: i % 4 === 0 ? null : (i % 2) * 1000,
        publishedAt: i % 3 === 0 ? null : new Date(created.getTime() + (i % 2) * 60_000),
        createdAt: i < 6 ? created : new Date(created.getTime() + i),
      })),
    );
    const pageOf = (query: Record<string, string>, pageSize: number) =>
      listAdminListings(ctx, {
        ...parseListParams({ kennel: kennel.slug, ...query }, ADMIN_DOG_LIST),
        pageSize,
      });
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    for (const sort of ADMIN_DOG_LIST.sorts) {
      for (const dir of ['asc', 'desc'] as const) {
        const all = ids(await pageOf({ sort, dir }, 100));
        expect(all).toHaveLength(11);
        const pages: string[][] = [];
        let after: string | undefined;
        do {
          const page = ids(await pageOf({ sort, dir, ...(after ? { after } : {}) }, 4));
          pages.push(page);
          after = page.length === 4 ? page.at(-1) : undefined;
        } while (after);
        expect(pages.flat(), `${sort} ${dir}`).toEqual(all);
        for (let i = pages.length - 1; i > 0; i -= 1) {
          const before = await pageOf({ sort, dir, before: pages[i]![0]! }, 4);
          expect(ids(before), `${sort} ${dir} before page ${i + 1}`).toEqual(pages[i - 1]);
        }
      }
    }
    // A cursor that names no ad gives an empty page; one that is no id is ignored.
    expect(await pageOf({ after: '00000000-0000-4000-8000-000000000000' }, 4)).toEqual([]);
    expect(ids(await pageOf({ after: 'not-an-id' }, 4))).toEqual(
      ids(await pageOf({}, 100)).slice(0, 4),
    );
  });
});
