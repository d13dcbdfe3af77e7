import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { favourites, listings } from '../../db/schema';
import { addFavourite } from './add-favourite';
import { removeFavourite } from './remove-favourite';

let handle: DatabaseHandle;
let buyer: Viewer;
let other: Viewer;

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const isFavourite = async (userId: string, listingId: string) =>
  (
    await handle.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
  ).length === 1;

beforeAll(async () => {
  handle = await createTestDatabase();
  buyer = await createTestViewer(handle);
  other = await createTestViewer(handle);
});
afterAll(() => handle.close());

describe('removeFavourite', () => {
  it('removes the viewer’s favourite only, and says it is no longer one', async () => {
    const { listing } = await createTestPuppy(handle);
    await addFavourite(as(buyer), { listingId: listing.id });
    await addFavourite(as(other), { listingId: listing.id });
    expect(await removeFavourite(as(buyer), { listingId: listing.id })).toEqual({
      listingId: listing.id,
      isFavourite: false,
    });
    expect(await isFavourite(buyer.id, listing.id)).toBe(false);
    expect(await isFavourite(other.id, listing.id)).toBe(true);
  });

  it('is idempotent: removing what is not there answers the same', async () => {
    const { listing } = await createTestPuppy(handle);
    for (let i = 0; i < 2; i++) {
      expect(await removeFavourite(as(buyer), { listingId: listing.id })).toEqual({
        listingId: listing.id,
        isFavourite: false,
      });
    }
    expect(await removeFavourite(as(buyer), { listingId: 'not-an-id' })).toEqual({
      listingId: 'not-an-id',
      isFavourite: false,
    });
  });

  it('clears a dog that was sold since (it can no longer be added)', async () => {
    const { listing } = await createTestPuppy(handle);
    await addFavourite(as(buyer), { listingId: listing.id });
    await handle.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, listing.id));
    await removeFavourite(as(buyer), { listingId: listing.id });
    expect(await isFavourite(buyer.id, listing.id)).toBe(false);
  });

  it('refuses visitors with UNAUTHENTICATED and removes nothing', async () => {
    const { listing } = await createTestPuppy(handle);
    await addFavourite(as(buyer), { listingId: listing.id });
    await expect(removeFavourite(as(null), { listingId: listing.id })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await isFavourite(buyer.id, listing.id)).toBe(true);
  });
});
