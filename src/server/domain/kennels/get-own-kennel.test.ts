import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { BREEDS } from '@/reference/breeds';
import type { DatabaseHandle } from '../../db/client';
import { kennelBreeds, listings } from '../../db/schema';
import type { ListingStatus } from '../listings/listing-states';
import { getOwnKennel } from './get-own-kennel';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const [FIRST, SECOND, THIRD] = BREEDS.map((b) => b.key);

async function addListing(kennelId: string, breedKey: string, status: ListingStatus) {
  const [row] = await handle.db
    .insert(listings)
    .values({
      kennelId,
      kind: status === 'planned' ? 'litter' : 'puppy',
      status,
      slug: `ad-${Math.random().toString(36).slice(2, 10)}`,
      title: `${status} ad`,
      breedKey,
      currency: 'EUR',
      countryCode: 'HU',
    })
    .returning();
  return row!;
}

describe('getOwnKennel', () => {
  it('needs a signed-in viewer', async () => {
    await expect(getOwnKennel(createTestContext(handle))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('is null for an account without a kennel', async () => {
    const viewer = await createTestViewer(handle);
    expect(await getOwnKennel(createTestContext(handle, { viewer }))).toBeNull();
  });

  it("gives the viewer's kennel with ad counts per breed and state, and what may be removed", async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    const other = await createTestBreeder(handle);
    await handle.db.insert(kennelBreeds).values([
      { kennelId: kennel.id, breedKey: FIRST! },
      { kennelId: kennel.id, breedKey: SECOND! },
    ]);
    await addListing(kennel.id, FIRST!, 'active');
    await addListing(kennel.id, FIRST!, 'active');
    await addListing(kennel.id, FIRST!, 'planned');
    await addListing(kennel.id, SECOND!, 'sold');
    await addListing(other.kennel.id, SECOND!, 'active');

    const own = await getOwnKennel(createTestContext(handle, { viewer }));
    expect(own).toMatchObject({ id: kennel.id, slug: kennel.slug, canAddBreed: true });
    const byKey = Object.fromEntries(own!.breeds.map((b) => [b.key, b]));
    expect(byKey[FIRST!]).toEqual({
      key: FIRST,
      counts: { active: 2, planned: 1 },
      hasOpenListings: true,
      canRemove: false,
    });
    expect(byKey[SECOND!]).toEqual({
      key: SECOND,
      counts: { sold: 1 },
      hasOpenListings: false,
      canRemove: true,
    });
    expect(own!.listings).toEqual([]);
  });

  it("lists one breed's ads of the kennel with their states, leaving deleted ones out", async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    await handle.db.insert(kennelBreeds).values({ kennelId: kennel.id, breedKey: THIRD! });
    const draft = await addListing(kennel.id, THIRD!, 'draft');
    const sold = await addListing(kennel.id, THIRD!, 'sold');
    await addListing(kennel.id, THIRD!, 'deleted');
    await addListing(kennel.id, FIRST!, 'active');

    const own = await getOwnKennel(createTestContext(handle, { viewer }), { breedKey: THIRD! });
    expect(own!.breeds).toEqual([
      {
        key: THIRD,
        counts: { draft: 1, sold: 1, deleted: 1 },
        hasOpenListings: false,
        canRemove: false,
      },
    ]);
    expect(own!.listings.map((l) => [l.summary.id, l.status]).sort()).toEqual(
      [
        [draft.id, 'draft'],
        [sold.id, 'sold'],
      ].sort(),
    );
  });
});
