import { eq } from 'drizzle-orm';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { listings } from '@/server/db/schema';
import { createReview } from '@/server/domain/reviews/create-review';
import { createTestReservation } from './buyer-factories';
import { createTestContext } from './test-context';

/**
 * A completed purchase (a new buyer unless given), moved to `kennelId`'s kennel when given so
 * one kennel can collect several reviews.
 */
export async function createTestPurchase(
  handle: DatabaseHandle,
  options: { kennelId?: string; buyer?: Viewer } = {},
) {
  const purchase = await createTestReservation(handle, 'completed', { buyer: options.buyer });
  if (options.kennelId) {
    await handle.db
      .update(listings)
      .set({ kennelId: options.kennelId })
      .where(eq(listings.id, purchase.listing.id));
  }
  return purchase;
}

/** A published review of a fresh purchase from the kennel, written through the domain. */
export async function createTestReview(
  handle: DatabaseHandle,
  kennelId: string,
  options: { rating?: number; body?: string; now?: Date } = {},
) {
  const purchase = await createTestPurchase(handle, { kennelId });
  const review = await createReview(
    createTestContext(handle, { viewer: purchase.buyer, now: options.now }),
    {
      listingId: purchase.listing.id,
      rating: options.rating ?? 5,
      body: options.body ?? 'A healthy, happy puppy and a very helpful breeder.',
    },
  );
  return { ...purchase, review };
}
