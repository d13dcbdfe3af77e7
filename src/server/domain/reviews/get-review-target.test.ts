import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestPurchase } from '../../../../tests/support/review-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listings } from '../../db/schema';
import { createReview } from './create-review';
import { getReviewTarget } from './get-review-target';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const asViewer = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const BODY = 'A calm, healthy puppy; the hand-over was well organised.';

describe('getReviewTarget', () => {
  it('lets the buyer review, then shows their review', async () => {
    const purchase = await createTestPurchase(handle);
    const ctx = asViewer(purchase.buyer);
    const input = { listingId: purchase.listing.id };
    expect(await getReviewTarget(ctx, input)).toEqual({
      state: 'open',
      dog: {
        id: purchase.listing.id,
        title: purchase.listing.title,
        kind: 'puppy',
        slug: purchase.listing.slug,
      },
      kennel: { id: purchase.kennel.id, name: purchase.kennel.name, slug: purchase.kennel.slug },
      isDogPublic: false,
      review: null,
    });
    await createReview(ctx, { ...input, rating: 5, body: BODY });
    expect(await getReviewTarget(ctx, input)).toMatchObject({
      state: 'reviewed',
      review: { rating: 5, body: BODY },
    });
  });

  it.each<[string, (p: Awaited<ReturnType<typeof createTestPurchase>>) => Promise<Viewer>, string]>(
    [
      ['an unconfirmed buyer', async (p) => ({ ...p.buyer, emailVerified: false }), 'unverified'],
      ['someone else', () => createTestViewer(handle), 'notPurchased'],
      ['the breeder', async (p) => p.breeder, 'notPurchased'],
      ['an admin', () => createTestViewer(handle, 'ADMIN'), 'notPurchased'],
    ],
  )('tells %s why there is no form', async (_name, viewerOf, state) => {
    const purchase = await createTestPurchase(handle);
    const target = await getReviewTarget(asViewer(await viewerOf(purchase)), {
      listingId: purchase.listing.id,
    });
    expect(target).toMatchObject({ state, review: null });
  });

  it('is notPurchased for a buyer whose reservation is not completed', async () => {
    const reservation = await createTestReservation(handle, 'deposited');
    const target = await getReviewTarget(asViewer(reservation.buyer), {
      listingId: reservation.listing.id,
    });
    expect(target).toMatchObject({ state: 'notPurchased', isDogPublic: true });
  });

  it('is null for an unknown listing and needs a signed-in viewer', async () => {
    const viewer = await createTestViewer(handle);
    expect(await getReviewTarget(asViewer(viewer), { listingId: 'nope' })).toBeNull();
    expect(
      await getReviewTarget(asViewer(viewer), {
        listingId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toBeNull();
    const purchase = await createTestPurchase(handle);
    await expect(
      getReviewTarget(asViewer(null), { listingId: purchase.listing.id }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('says whether the ad can still be linked', async () => {
    const purchase = await createTestPurchase(handle);
    await handle.db
      .update(listings)
      .set({ status: 'active' })
      .where(eq(listings.id, purchase.listing.id));
    expect(
      await getReviewTarget(asViewer(purchase.buyer), { listingId: purchase.listing.id }),
    ).toMatchObject({ isDogPublic: true });
  });
});
