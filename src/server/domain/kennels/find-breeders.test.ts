import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { kennelBreeds, kennels, users } from '../../db/schema';
import { findBreeders, type BreederSort } from './find-breeders';

let handle: DatabaseHandle;

// name, country, founded, joined the site (day of November), breeds, public profile
const KENNELS: [string, string, number | null, number, string[], boolean][] = [
  ['Alpha', 'HU', 1998, 1, ['komondor'], true],
  ['Bravo', 'HU', 2015, 2, ['komondor', 'puli'], true],
  ['Charlie', 'AT', null, 3, ['puli'], true],
  ['Delta', 'AT', 2005, 4, ['beagle'], true],
  ['Echo', 'HU', 2020, 5, ['komondor'], false],
];

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const [name, countryCode, foundedYear, day, breeds, hasProfile] of KENNELS) {
    const ownerId = `owner-${name}`;
    await handle.db.insert(users).values({ id: ownerId, name, email: `${ownerId}@example.test` });
    const [kennel] = await handle.db
      .insert(kennels)
      .values({
        ownerId,
        name,
        slug: name.toLowerCase(),
        countryCode,
        foundedYear,
        hasProfile,
        createdAt: new Date(`2026-11-0${day}T10:00:00Z`),
      })
      .returning();
    await handle.db
      .insert(kennelBreeds)
      .values(breeds.map((breedKey) => ({ kennelId: kennel!.id, breedKey })));
  }
});

afterAll(() => handle.close());

const names = async (input: Parameters<typeof findBreeders>[1]) =>
  (await findBreeders(createTestContext(handle), input)).items.map((item) => item.name);

describe('findBreeders', () => {
  it.each<[string, Parameters<typeof findBreeders>[1], string[]]>([
    [
      'kennels with a public profile, newest on the site first',
      {},
      ['Delta', 'Charlie', 'Bravo', 'Alpha'],
    ],
    ['of one breed', { breedKey: 'komondor' }, ['Bravo', 'Alpha']],
    ['in one country', { countryCode: 'AT' }, ['Delta', 'Charlie']],
    ['of one breed in one country', { breedKey: 'puli', countryCode: 'HU' }, ['Bravo']],
    [
      'an invalid country is ignored',
      { countryCode: 'hungary' },
      ['Delta', 'Charlie', 'Bravo', 'Alpha'],
    ],
  ])('lists %s', async (_name, input, expected) => {
    expect(await names(input)).toEqual(expected);
  });

  it.each<[BreederSort, string[]]>([
    ['dateDesc', ['Delta', 'Charlie', 'Bravo', 'Alpha']],
    ['dateAsc', ['Alpha', 'Bravo', 'Charlie', 'Delta']],
    // A kennel's age is its founding year; no year given sorts last both ways.
    ['ageAsc', ['Bravo', 'Delta', 'Alpha', 'Charlie']],
    ['ageDesc', ['Alpha', 'Delta', 'Bravo', 'Charlie']],
  ])('orders by %s', async (sort, expected) => {
    expect(await names({ sort })).toEqual(expected);
  });

  it('ignores a price order (kennels have no price) and counts pages', async () => {
    const result = await findBreeders(createTestContext(handle), { sort: 'priceAsc', page: 1 });
    expect(result.items.map((item) => item.name)).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
    expect(result).toMatchObject({ total: 4, page: 1, pageCount: 1 });
  });

  it('refuses an unknown breed', async () => {
    await expect(
      findBreeders(createTestContext(handle), { breedKey: 'no-such-breed' }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
