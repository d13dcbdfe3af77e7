import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestReview } from '../../../../tests/support/review-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennels, listings, reviews, users } from '../../db/schema';
import { findKennelReviews, findReviewsGiven, findReviewsReceived } from './find-reviews';
import { publicName } from './review-view';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const asViewer = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const hide = (id: string) =>
  handle.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, id));

describe('publicName', () => {
  it.each([
    ['Anna Kovács', 'Anna K.'],
    ['  jean  pierre   dupont ', 'jean D.'],
    ['Владимир', 'Владимир'],
    ['', ''],
  ])('%j → %j', (name, shown) => {
    expect(publicName(name)).toBe(shown);
  });
});

describe('findKennelReviews', () => {
  it('pages the published reviews of one kennel, newest first, ten a page', async () => {
    const { kennel } = await createTestBreeder(handle);
    const written = [];
    for (let n = 1; n <= 12; n++) {
      written.push((await createTestReview(handle, kennel.id, { now: day(n) })).review);
    }
    await hide(written[11]!.id);
    const other = await createTestBreeder(handle);
    await createTestReview(handle, other.kennel.id);

    const first = await findKennelReviews(asViewer(null), { kennelId: kennel.id });
    expect(first).toMatchObject({ total: 11, page: 1, pageCount: 2 });
    expect(first.items.map((r) => r.id)).toEqual(
      written
        .slice(1, 11)
        .reverse()
        .map((r) => r.id),
    );
    const second = await findKennelReviews(asViewer(null), { kennelId: kennel.id, page: 2 });
    expect(second.items.map((r) => r.id)).toEqual([written[0]!.id]);
  });

  it('reads a review stored before its language was kept as of unknown language', async () => {
    const { kennel } = await createTestBreeder(handle);
    const { review } = await createTestReview(handle, kennel.id);
    await handle.db
      .update(reviews)
      .set({ bodyLocale: null, reply: 'Thank you!', replyLocale: null })
      .where(eq(reviews.id, review.id));
    const [shown] = (await findKennelReviews(asViewer(null), { kennelId: kennel.id })).items;
    // '' is HTML's "unknown language": not the page's, not a guess.
    expect(shown).toMatchObject({ id: review.id, bodyLocale: '', replyLocale: '' });
  });

  it('gives the rating from the very reviews it lists: hidden ones count in neither', async () => {
    const { kennel } = await createTestBreeder(handle);
    await createTestReview(handle, kennel.id, { rating: 5 });
    const deletedAd = await createTestReview(handle, kennel.id, { rating: 3 });
    const hidden = await createTestReview(handle, kennel.id, { rating: 1 });
    await hide(hidden.review.id);
    // The ad of a reviewed dog was deleted later: the review stays, in the list and the rating.
    await handle.db
      .update(listings)
      .set({ status: 'deleted', deletedAt: new Date() })
      .where(eq(listings.id, deletedAd.listing.id));
    // A stored rating no review backs (as the demo data once had) is not what the page shows.
    await handle.db
      .update(kennels)
      .set({ ratingAverage: '4.20', ratingCount: 6 })
      .where(eq(kennels.id, kennel.id));

    const page = await findKennelReviews(asViewer(null), { kennelId: kennel.id });
    expect(page.rating).toEqual({ average: 4, count: 2 });
    expect(page.total).toBe(page.rating.count);
    expect(page.items).toHaveLength(page.rating.count);
    const mean = page.items.reduce((sum, r) => sum + r.rating, 0) / page.items.length;
    expect(page.rating.average).toBe(mean);
  });

  it('shows the author by first name and initial, with the dog and the answer', async () => {
    const { kennel } = await createTestBreeder(handle);
    const { review, buyer, listing } = await createTestReview(handle, kennel.id, { rating: 4 });
    await handle.db.update(users).set({ name: 'Anna Kovács' }).where(eq(users.id, buyer.id));
    await handle.db
      .update(reviews)
      .set({ reply: 'Thank you!', repliedAt: day(20) })
      .where(eq(reviews.id, review.id));
    const { items } = await findKennelReviews(asViewer(null), { kennelId: kennel.id });
    expect(items).toEqual([
      expect.objectContaining({
        authorName: 'Anna K.',
        rating: 4,
        reply: 'Thank you!',
        repliedAt: day(20),
        // The ad is sold, so there is no page to link to.
        dog: expect.objectContaining({ id: listing.id, isPublic: false }),
      }),
    ]);
  });

  it('is empty for an unknown kennel and treats a silly page as the first', async () => {
    expect(await findKennelReviews(asViewer(null), { kennelId: 'x' })).toMatchObject({
      items: [],
      total: 0,
    });
    const { kennel } = await createTestBreeder(handle);
    await createTestReview(handle, kennel.id);
    const page = await findKennelReviews(asViewer(null), { kennelId: kennel.id, page: -3 });
    expect(page).toMatchObject({ page: 1, total: 1 });
    expect(page.items).toHaveLength(1);
  });
});

describe('findReviewsGiven and findReviewsReceived', () => {
  it('give the author their reviews and the breeder theirs, hidden ones too, no one else’s', async () => {
    const breeder = await createTestBreeder(handle);
    const first = await createTestReview(handle, breeder.kennel.id, { now: day(1) });
    const second = await createTestReview(handle, breeder.kennel.id, { now: day(2) });
    await hide(second.review.id);
    await createTestReview(handle, (await createTestBreeder(handle)).kennel.id);

    const received = await findReviewsReceived(asViewer(breeder.viewer));
    expect(received.map((r) => [r.id, r.status])).toEqual([
      [second.review.id, 'hidden'],
      [first.review.id, 'published'],
    ]);
    const given = await findReviewsGiven(asViewer(second.buyer));
    expect(given).toEqual([
      expect.objectContaining({
        id: second.review.id,
        kennel: expect.objectContaining({ id: breeder.kennel.id }),
      }),
    ]);
    expect(await findReviewsGiven(asViewer(breeder.viewer))).toEqual([]);
    expect(await findReviewsReceived(asViewer(first.buyer))).toEqual([]);
    expect(await findReviewsReceived(asViewer(await createTestViewer(handle)))).toEqual([]);
  });

  it('need a signed-in viewer', async () => {
    await expect(findReviewsGiven(asViewer(null))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(findReviewsReceived(asViewer(null))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
