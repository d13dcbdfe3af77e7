import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestReview } from '../../../../tests/support/review-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennels, reviews } from '../../db/schema';
import { hideReview, showReview } from './moderate-review';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const kennelRow = async (id: string) =>
  (await handle.db.select().from(kennels).where(eq(kennels.id, id)))[0]!;
const statusOf = async (id: string) =>
  (await handle.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.status;
const asViewer = (viewer: Viewer | null) => createTestContext(handle, { viewer });

/** A kennel rated 5 and 1: hiding the 1 leaves 5.00 from one review. */
async function kennelWithTwoReviews() {
  const breeder = await createTestBreeder(handle);
  const good = await createTestReview(handle, breeder.kennel.id, { rating: 5 });
  const bad = await createTestReview(handle, breeder.kennel.id, { rating: 1 });
  return { breeder, kennelId: breeder.kennel.id, good, bad };
}

describe('hideReview and showReview', () => {
  it.each(['ADMIN', 'ADMINV'] as const)(
    '%s hides a review: it leaves the rating, and showing it brings it back',
    async (role) => {
      const { kennelId, bad } = await kennelWithTwoReviews();
      expect(await kennelRow(kennelId)).toMatchObject({ ratingAverage: '3.00', ratingCount: 2 });
      const admin = asViewer(await createTestViewer(handle, role));

      const hidden = await hideReview(admin, {
        reviewId: bad.review.id,
        reason: 'Breaks the review rules.',
      });
      expect(hidden.status).toBe('hidden');
      expect(await kennelRow(kennelId)).toMatchObject({ ratingAverage: '5.00', ratingCount: 1 });

      await showReview(admin, { reviewId: bad.review.id, reason: 'Breaks the review rules.' });
      expect(await statusOf(bad.review.id)).toBe('published');
      expect(await kennelRow(kennelId)).toMatchObject({ ratingAverage: '3.00', ratingCount: 2 });
    },
  );

  it('clears the rating when the only review is hidden', async () => {
    const { kennel } = await createTestBreeder(handle);
    const { review } = await createTestReview(handle, kennel.id, { rating: 2 });
    await hideReview(asViewer(await createTestViewer(handle, 'ADMINV')), {
      reviewId: review.id,
      reason: 'Breaks the review rules.',
    });
    expect(await kennelRow(kennel.id)).toMatchObject({ ratingAverage: null, ratingCount: 0 });
  });

  type Actor = 'anonymous' | 'breeder' | 'author' | 'ADMINM' | 'ADMIN without second factor';
  it.each<[Actor, string, string | undefined]>([
    ['anonymous', 'UNAUTHENTICATED', undefined],
    ['breeder', 'FORBIDDEN', undefined],
    ['author', 'FORBIDDEN', undefined],
    ['ADMINM', 'FORBIDDEN', undefined],
    ['ADMIN without second factor', 'FORBIDDEN', 'secondFactorRequired'],
  ])('refuses the %s (%s) both ways', async (actor, code, form) => {
    const { breeder, kennelId, bad } = await kennelWithTwoReviews();
    const viewers: Record<Actor, () => Promise<Viewer | null>> = {
      anonymous: async () => null,
      breeder: async () => breeder.viewer,
      author: async () => bad.buyer,
      ADMINM: () => createTestViewer(handle, 'ADMINM'),
      'ADMIN without second factor': () =>
        createTestViewer(handle, 'ADMIN', { twoFactorEnabled: false }),
    };
    const ctx = asViewer(await viewers[actor]());
    const before = await kennelRow(kennelId);
    const refusal = { code, ...(form ? { fields: { form } } : {}) };
    await expect(
      hideReview(ctx, { reviewId: bad.review.id, reason: 'Breaks the review rules.' }),
    ).rejects.toMatchObject(refusal);
    expect(await statusOf(bad.review.id)).toBe('published');
    await handle.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, bad.review.id));
    await expect(
      showReview(ctx, { reviewId: bad.review.id, reason: 'Breaks the review rules.' }),
    ).rejects.toMatchObject(refusal);
    expect(await statusOf(bad.review.id)).toBe('hidden');
    expect(await kennelRow(kennelId)).toEqual(before);
  });

  it('answers NOT_FOUND for an id that is not a review', async () => {
    const admin = asViewer(await createTestViewer(handle, 'ADMIN'));
    for (const reviewId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      await expect(
        hideReview(admin, { reviewId, reason: 'Breaks the review rules.' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
