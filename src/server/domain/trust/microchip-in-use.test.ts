import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachTestPhoto,
  createTestBreeder,
  testPuppyInput,
  uniqueTestMicrochip,
} from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listings, microchipConflicts } from '../../db/schema';
import type { ListingInput } from '@/validation/listings';
import { markListingSold, publishListing } from '../listings/change-listing-state';
import { createListing, updateListing } from '../listings/save-listing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const as = (viewer: Viewer) => createTestContext(handle, { viewer });

/** A breeder's draft puppy ad with a photo, ready to publish. */
async function draft(overrides: Partial<ListingInput> = {}) {
  const { viewer } = await createTestBreeder(handle);
  const listing = await createListing(as(viewer), testPuppyInput(overrides));
  await attachTestPhoto(handle, viewer.id, listing.id);
  return { owner: viewer, id: listing.id };
}

const statusOf = async (id: string) =>
  (await handle.db.select().from(listings).where(eq(listings.id, id)))[0]!.status;
const conflictsOf = (id: string) =>
  handle.db.select().from(microchipConflicts).where(eq(microchipConflicts.listingId, id));
const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe('a microchip number in two live ads', () => {
  it('is refused when the second ad is published, and the attempt is kept for moderators', async () => {
    const microchip = uniqueTestMicrochip();
    const first = await draft({ microchip });
    const second = await draft({ microchip });
    await publishListing(as(first.owner), first.id);
    const error = await failure(publishListing(as(second.owner), second.id));
    expect(error).toMatchObject({ code: 'CONFLICT', fields: { form: 'microchipInUse' } });
    expect(await statusOf(second.id)).toBe('draft');
    expect(await conflictsOf(second.id)).toEqual([
      expect.objectContaining({
        microchip,
        existingListingId: first.id,
        attemptedBy: second.owner.id,
      }),
    ]);
  });

  it('lets only one of two publishes racing for the same number win', async () => {
    const microchip = uniqueTestMicrochip();
    const ads = [await draft({ microchip }), await draft({ microchip })];
    const results = await Promise.allSettled(ads.map((ad) => publishListing(as(ad.owner), ad.id)));
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const statuses = await Promise.all(ads.map((ad) => statusOf(ad.id)));
    expect(statuses.sort()).toEqual(['active', 'draft']);
  });

  it('is refused beside the field when a live ad is edited to a taken number', async () => {
    const taken = await draft();
    await publishListing(as(taken.owner), taken.id);
    const takenChip = (await handle.db.select().from(listings).where(eq(listings.id, taken.id)))[0]!
      .microchip!;
    const live = await draft();
    await publishListing(as(live.owner), live.id);
    const error = await failure(
      updateListing(as(live.owner), live.id, testPuppyInput({ microchip: takenChip })),
    );
    expect(error).toMatchObject({ code: 'CONFLICT', fields: { microchip: 'microchipInUse' } });
    expect(await conflictsOf(live.id)).toHaveLength(1);
  });

  it('may be listed again once the dog with it is sold', async () => {
    const microchip = uniqueTestMicrochip();
    const sold = await draft({ microchip });
    await publishListing(as(sold.owner), sold.id);
    await markListingSold(as(sold.owner), sold.id);
    const again = await draft({ microchip });
    await publishListing(as(again.owner), again.id);
    expect(await statusOf(again.id)).toBe('active');
  });
});

describe('country rules before a dog ad goes live', () => {
  it('refuses a Hungarian puppy without a microchip, naming the rule', async () => {
    const ad = await draft({ microchip: '' });
    const error = await failure(publishListing(as(ad.owner), ad.id));
    expect(error).toMatchObject({
      code: 'VALIDATION',
      fields: { form: 'microchipRequiredBy.HU' },
    });
    expect(await statusOf(ad.id)).toBe('draft');
  });

  it('publishes a German puppy without one (no federal rule)', async () => {
    const ad = await draft({ microchip: '', countryCode: 'DE', currency: 'EUR', price: 1200 });
    await publishListing(as(ad.owner), ad.id);
    expect(await statusOf(ad.id)).toBe('active');
  });

  it('keeps a live Hungarian ad from dropping its microchip', async () => {
    const ad = await draft();
    await publishListing(as(ad.owner), ad.id);
    const error = await failure(
      updateListing(as(ad.owner), ad.id, testPuppyInput({ microchip: '' })),
    );
    expect(error).toMatchObject({ fields: { microchip: 'microchipRequiredBy.HU' } });
  });
});
