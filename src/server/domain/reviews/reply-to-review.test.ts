import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestReview } from '../../../../tests/support/review-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { reviews } from '../../db/schema';
import { replyToReview } from './reply-to-review';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const REPLY = 'Thank you, we are glad Bella settled in so well!';
const reviewRow = async (id: string) =>
  (await handle.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const asViewer = (viewer: Viewer | null, now?: Date) => createTestContext(handle, { viewer, now });

/** A breeder's kennel with one review of it. */
async function reviewedKennel() {
  const breeder = await createTestBreeder(handle);
  const { review, buyer } = await createTestReview(handle, breeder.kennel.id);
  return { breeder: breeder.viewer, review, buyer };
}

describe('replyToReview', () => {
  it('stores the breeder’s trimmed answer with its time', async () => {
    const { breeder, review } = await reviewedKennel();
    const now = new Date('2026-12-01T09:30:00Z');
    const answered = await replyToReview(asViewer(breeder, now), {
      reviewId: review.id,
      reply: `  ${REPLY}  `,
    });
    expect(answered).toMatchObject({ id: review.id, reply: REPLY, repliedAt: now });
    expect(await reviewRow(review.id)).toMatchObject({ reply: REPLY, repliedAt: now });
  });

  it('keeps the language the breeder answered in', async () => {
    const { breeder, review } = await reviewedKennel();
    const context = createTestContext(handle, { viewer: breeder, locale: 'sr' });
    const answered = await replyToReview(context, { reviewId: review.id, reply: 'Хвала вам!' });
    expect(answered).toMatchObject({ replyLocale: 'sr' });
    expect(await reviewRow(review.id)).toMatchObject({ replyLocale: 'sr' });
  });

  it('answers once: a second answer is CONFLICT and keeps the first', async () => {
    const { breeder, review } = await reviewedKennel();
    await replyToReview(asViewer(breeder), { reviewId: review.id, reply: REPLY });
    await expect(
      replyToReview(asViewer(breeder), { reviewId: review.id, reply: 'Changed my mind.' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', fields: { form: 'alreadyReplied' } });
    expect((await reviewRow(review.id)).reply).toBe(REPLY);
  });

  it('keeps one answer when two arrive at once', async () => {
    const { breeder, review } = await reviewedKennel();
    const results = await Promise.allSettled([
      replyToReview(asViewer(breeder), { reviewId: review.id, reply: 'First answer.' }),
      replyToReview(asViewer(breeder), { reviewId: review.id, reply: 'Second answer.' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([
      expect.objectContaining({ reason: expect.objectContaining({ code: 'CONFLICT' }) }),
    ]);
  });

  it.each([
    ['an empty answer', '   ', 'required'],
    ['one character', ' k ', 'replyTooShort'],
    ['over 2000 characters', 'x'.repeat(2001), 'tooLong'],
  ])('refuses %s', async (_name, reply, message) => {
    const { breeder, review } = await reviewedKennel();
    await expect(
      replyToReview(asViewer(breeder), { reviewId: review.id, reply }),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { reply: message } });
    expect((await reviewRow(review.id)).reply).toBeNull();
  });

  type Actor = 'anonymous' | 'unverified breeder' | 'author' | 'other breeder' | 'ADMIN' | 'ADMINV';
  it.each<[Actor, string]>([
    ['anonymous', 'UNAUTHENTICATED'],
    ['unverified breeder', 'FORBIDDEN'],
    ['author', 'FORBIDDEN'],
    ['other breeder', 'FORBIDDEN'],
    ['ADMIN', 'FORBIDDEN'],
    ['ADMINV', 'FORBIDDEN'],
  ])('refuses the %s (%s)', async (actor, code) => {
    const { breeder, review, buyer } = await reviewedKennel();
    const viewers: Record<Actor, () => Promise<Viewer | null>> = {
      anonymous: async () => null,
      'unverified breeder': async () => ({ ...breeder, emailVerified: false }),
      author: async () => buyer,
      'other breeder': async () => (await createTestBreeder(handle)).viewer,
      ADMIN: () => createTestViewer(handle, 'ADMIN'),
      ADMINV: () => createTestViewer(handle, 'ADMINV'),
    };
    await expect(
      replyToReview(asViewer(await viewers[actor]()), { reviewId: review.id, reply: REPLY }),
    ).rejects.toMatchObject({ code });
    expect((await reviewRow(review.id)).reply).toBeNull();
  });

  it('answers NOT_FOUND for an id that is not a review', async () => {
    const { breeder } = await reviewedKennel();
    for (const reviewId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      await expect(
        replyToReview(asViewer(breeder), { reviewId, reply: REPLY }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
