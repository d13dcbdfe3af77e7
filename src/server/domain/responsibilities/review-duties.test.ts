import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestBreeder } from '../../../../tests/support/factories';
import { createTestReview } from '../../../../tests/support/review-factories';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { reservations, reviews } from '../../db/schema';
import { reviewsToAnswer, reviewsToWrite } from './review-duties';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const ctx = (now?: Date) => createTestContext(handle, { now });
const DAY = 86_400_000;

describe('reviewsToWrite', () => {
  // The review rules set no window: a review stays asked for, with no invented deadline.
  it('asks for a review of a completed purchase, without a deadline, linking to the review form', async () => {
    const bought = await createTestReservation(handle, 'completed');
    const confirmedAt = new Date('2026-11-01T10:00:00Z');
    await handle.db
      .update(reservations)
      .set({ buyerConfirmedAt: confirmedAt })
      .where(eq(reservations.id, bought.reservation.id));
    const asked = [
      {
        kind: 'writeReview',
        id: `writeReview:${bought.reservation.id}`,
        dueAt: null,
        subject: bought.listing.title,
        href: { route: '/review/[dogId]', params: { dogId: bought.listing.id } },
      },
    ];
    expect(await reviewsToWrite(ctx(new Date('2026-11-02T00:00:00Z')), bought.buyer)).toEqual(
      asked,
    );
    // createReview accepts a review months later, so it is still asked for then.
    const later = new Date(confirmedAt.getTime() + 400 * DAY);
    expect(await reviewsToWrite(ctx(later), bought.buyer)).toEqual(asked);
    expect(await reviewsToWrite(ctx(), bought.breeder)).toEqual([]);
  });

  it('is done once the review is written; unfinished reservations ask for none', async () => {
    const { kennel } = await createTestBreeder(handle);
    const reviewed = await createTestReview(handle, kennel.id);
    expect(await reviewsToWrite(ctx(), reviewed.buyer)).toEqual([]);
    const deposited = await createTestReservation(handle, 'deposited');
    expect(await reviewsToWrite(ctx(), deposited.buyer)).toEqual([]);
  });
});

describe('reviewsToAnswer', () => {
  it('lists the kennel’s published reviews without an answer (no time limit)', async () => {
    const { viewer: owner, kennel } = await createTestBreeder(handle);
    const at = new Date('2026-11-10T08:00:00Z');
    const open = await createTestReview(handle, kennel.id, { now: at });
    const answered = await createTestReview(handle, kennel.id);
    const hidden = await createTestReview(handle, kennel.id);
    await handle.db
      .update(reviews)
      .set({ reply: 'Thank you!', repliedAt: new Date() })
      .where(eq(reviews.id, answered.review.id));
    await handle.db
      .update(reviews)
      .set({ status: 'hidden' })
      .where(eq(reviews.id, hidden.review.id));
    expect(await reviewsToAnswer(ctx(), owner)).toEqual([
      {
        kind: 'answerReview',
        id: `answerReview:${open.review.id}`,
        dueAt: null,
        subject: open.listing.title,
        href: { route: '/profile/ratings' },
      },
    ]);
    expect(await reviewsToAnswer(ctx(), open.buyer)).toEqual([]);
    expect(await reviewsToAnswer(ctx(), viewerWithRole('ADMIN'))).toEqual([]);
  });
});
