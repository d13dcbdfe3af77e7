import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { listings } from '../../db/schema';
import { countForSaleByBreed } from './count-for-sale-by-breed';
import { countListedByCountry } from './count-listed-by-country';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { kennel } = await createTestBreeder(handle);
  const row = (
    slug: string,
    countryCode: string,
    extra: Partial<typeof listings.$inferInsert>,
  ) => ({
    kennelId: kennel.id,
    breedKey: 'komondor',
    currency: 'EUR',
    countryCode,
    slug,
    title: slug,
    kind: 'puppy' as const,
    status: 'active' as const,
    sex: 'male' as const,
    birthDate: '2026-08-01',
    priceAmount: 50_000,
    publishedAt: new Date('2026-11-01T10:00:00Z'),
    ...extra,
  });
  await handle.db.insert(listings).values([
    row('hu-puppy', 'HU', {}),
    row('hu-adult', 'HU', { kind: 'adult', birthDate: '2023-01-01' }),
    row('at-litter', 'AT', {
      kind: 'litter',
      status: 'planned',
      sex: null,
      birthDate: null,
      expectedBirthDate: '2027-01-10',
    }),
    row('de-draft', 'DE', { status: 'draft' }),
    row('pl-sold', 'PL', { status: 'sold' }),
  ]);
});

afterAll(() => handle.close());

describe('counts of public listings', () => {
  it('counts the listings a search can show, per country, and leaves out the rest', async () => {
    expect(await countListedByCountry(createTestContext(handle))).toEqual({ HU: 2, AT: 1 });
  });

  it('counts dogs for sale per breed as the breed page does: puppies and adults, no litters', async () => {
    expect(await countForSaleByBreed(createTestContext(handle))).toEqual({ komondor: 2 });
  });
});
