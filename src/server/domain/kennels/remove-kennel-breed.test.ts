import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { BREEDS } from '@/reference/breeds';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennelBreeds, listings } from '../../db/schema';
import type { ListingStatus } from '../listings/listing-states';
import { removeKennelBreed } from './remove-kennel-breed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const [FIRST, SECOND, THIRD] = BREEDS.map((b) => b.key);

async function breederWith(keys: string[]) {
  const breeder = await createTestBreeder(handle);
  await handle.db
    .insert(kennelBreeds)
    .values(keys.map((breedKey) => ({ kennelId: breeder.kennel.id, breedKey })));
  return breeder;
}

async function addListing(kennelId: string, breedKey: string, status: ListingStatus) {
  await handle.db.insert(listings).values({
    kennelId,
    kind: status === 'planned' || status === 'born' ? 'litter' : 'puppy',
    status,
    slug: `ad-${Math.random().toString(36).slice(2, 10)}`,
    title: 'Test ad',
    breedKey,
    currency: 'EUR',
    countryCode: 'HU',
  });
}

const breedsOf = async (kennelId: string) =>
  (await handle.db.select().from(kennelBreeds).where(eq(kennelBreeds.kennelId, kennelId)))
    .map((row) => row.breedKey)
    .sort();

type Who = (owner: Viewer) => Promise<Viewer | null>;
const staff =
  (role: 'ADMIN' | 'ADMINV' | 'ADMINM', twoFactorEnabled: boolean): Who =>
  async () => ({
    ...(await createTestViewer(handle, role)),
    twoFactorEnabled,
  });

describe('removeKennelBreed: who may remove', () => {
  it.each<[string, Who, boolean, string | null]>([
    ['the owner, own kennel', async (owner) => owner, false, null],
    ['an anonymous visitor', async () => null, true, 'UNAUTHENTICATED'],
    [
      'the owner with an unconfirmed address',
      async (owner) => ({ ...owner, emailVerified: false }),
      false,
      'FORBIDDEN',
    ],
    ['another user', () => createTestViewer(handle), true, 'FORBIDDEN'],
    [
      'another user without a kennel of their own',
      () => createTestViewer(handle),
      false,
      'CONFLICT',
    ],
    ['ADMINM with the second factor', staff('ADMINM', true), true, 'FORBIDDEN'],
    ['ADMINV without the second factor', staff('ADMINV', false), true, 'FORBIDDEN'],
    ['ADMIN without the second factor', staff('ADMIN', false), true, 'FORBIDDEN'],
    ['ADMINV with the second factor', staff('ADMINV', true), true, null],
    ['ADMIN with the second factor', staff('ADMIN', true), true, null],
  ])('%s', async (_name, who, namesKennel, refusal) => {
    const { viewer: owner, kennel } = await breederWith([FIRST!, SECOND!]);
    const ctx = createTestContext(handle, { viewer: await who(owner) });
    const attempt = removeKennelBreed(ctx, {
      breedKey: SECOND!,
      kennelId: namesKennel ? kennel.id : undefined,
    });
    if (refusal) {
      await expect(attempt).rejects.toMatchObject({ code: refusal });
      expect(await breedsOf(kennel.id)).toEqual([FIRST, SECOND].sort());
    } else {
      await expect(attempt).resolves.toEqual([FIRST]);
      expect(await breedsOf(kennel.id)).toEqual([FIRST]);
    }
  });
});

describe('removeKennelBreed: rules', () => {
  it('keeps the last breed', async () => {
    const { viewer, kennel } = await breederWith([FIRST!]);
    await expect(
      removeKennelBreed(createTestContext(handle, { viewer }), { breedKey: FIRST! }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { breedKey: 'breedsRequired' } });
    expect(await breedsOf(kennel.id)).toEqual([FIRST]);
  });

  it.each<[ListingStatus, boolean]>([
    ['active', false],
    ['reserved', false],
    ['planned', false],
    ['born', false],
    ['draft', true],
    ['sold', true],
    ['expired', true],
    ['deleted', true],
    ['closed', true],
  ])('with an ad of the breed in state %s, removal is allowed: %s', async (status, allowed) => {
    const { viewer, kennel } = await breederWith([FIRST!, SECOND!]);
    await addListing(kennel.id, SECOND!, status);
    const attempt = removeKennelBreed(createTestContext(handle, { viewer }), {
      breedKey: SECOND!,
    });
    if (allowed) {
      await expect(attempt).resolves.toEqual([FIRST]);
    } else {
      await expect(attempt).rejects.toMatchObject({
        code: 'CONFLICT',
        fields: { breedKey: 'breedHasListings' },
      });
      expect(await breedsOf(kennel.id)).toEqual([FIRST, SECOND].sort());
    }
  });

  it("ignores other breeds' and other kennels' ads", async () => {
    const { viewer, kennel } = await breederWith([FIRST!, SECOND!]);
    const other = await breederWith([SECOND!]);
    await addListing(kennel.id, FIRST!, 'active');
    await addListing(other.kennel.id, SECOND!, 'active');
    await expect(
      removeKennelBreed(createTestContext(handle, { viewer }), { breedKey: SECOND! }),
    ).resolves.toEqual([FIRST]);
  });

  it('answers NOT_FOUND for a breed the kennel does not have', async () => {
    const { viewer } = await breederWith([FIRST!, SECOND!]);
    await expect(
      removeKennelBreed(createTestContext(handle, { viewer }), { breedKey: THIRD! }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
