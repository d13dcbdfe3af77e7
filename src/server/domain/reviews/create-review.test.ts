import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { getPathname } from '@/i18n/paths';
import { queuedEmails } from '../../../../tests/support/accounts';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestBreeder, createTestViewer } from '../../../../tests/support/factories';
import { createTestPurchase, createTestReview } from '../../../../tests/support/review-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennels, reviews, users } from '../../db/schema';
import type { ReservationStatus } from '../reservations/reservation-states';
import { createReview } from './create-review';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const BODY = 'Lovely puppy, exactly as described, and the breeder answered every question.';
const kennelRow = async (id: string) =>
  (await handle.db.select().from(kennels).where(eq(kennels.id, id)))[0]!;
const reviewsOf = (kennelId: string) =>
  handle.db.select().from(reviews).where(eq(reviews.kennelId, kennelId));
const asViewer = (viewer: Viewer | null) => createTestContext(handle, { viewer });

describe('createReview', () => {
  it('publishes the buyer’s review, counts it in the kennel’s rating and tells the breeder', async () => {
    const purchase = await createTestPurchase(handle);
    await handle.db.update(users).set({ locale: 'de' }).where(eq(users.id, purchase.breeder.id));
    const review = await createReview(asViewer(purchase.buyer), {
      listingId: purchase.listing.id,
      rating: 4,
      body: `   ${BODY}   `,
    });
    expect(review).toMatchObject({
      rating: 4,
      body: BODY,
      status: 'published',
      reply: null,
      kennel: { id: purchase.kennel.id },
      dog: { id: purchase.listing.id, title: purchase.listing.title },
    });
    expect(await reviewsOf(purchase.kennel.id)).toEqual([
      expect.objectContaining({
        reservationId: purchase.reservation.id,
        authorId: purchase.buyer.id,
        rating: 4,
      }),
    ]);
    expect(await kennelRow(purchase.kennel.id)).toMatchObject({
      ratingAverage: '4.00',
      ratingCount: 1,
    });
    const [breeder] = await handle.db.select().from(users).where(eq(users.id, purchase.breeder.id));
    expect(await queuedEmails(handle.db, breeder!.email)).toEqual([
      {
        kind: 'reviewReceived',
        to: breeder!.email,
        locale: 'de',
        values: {
          kennel: purchase.kennel.name,
          dog: purchase.listing.title,
          rating: '4',
          url: `${env.SITE_URL}${getPathname('/profile/ratings', {}, 'de')}`,
        },
      },
    ]);
  });

  it('keeps the language the buyer wrote in, for the text’s lang attribute', async () => {
    const purchase = await createTestPurchase(handle);
    const context = createTestContext(handle, { viewer: purchase.buyer, locale: 'hu' });
    const review = await createReview(context, {
      listingId: purchase.listing.id,
      rating: 5,
      body: 'Nagyon kedves kiskutya, a tenyésztő minden kérdésre válaszolt.',
    });
    expect(review).toMatchObject({ bodyLocale: 'hu', replyLocale: '' });
    expect((await reviewsOf(purchase.kennel.id))[0]).toMatchObject({ bodyLocale: 'hu' });
  });

  it('keeps the kennel’s average over its published reviews, to two decimals', async () => {
    const { kennel } = await createTestBreeder(handle);
    for (const rating of [5, 4, 4]) await createTestReview(handle, kennel.id, { rating });
    expect(await kennelRow(kennel.id)).toMatchObject({ ratingAverage: '4.33', ratingCount: 3 });
  });

  it.each([
    ['no rating', { rating: '' }, { rating: 'ratingRequired' }],
    ['a rating of 0', { rating: 0 }, { rating: 'ratingRequired' }],
    ['a rating of 6', { rating: 6 }, { rating: 'ratingRequired' }],
    ['half a star', { rating: 3.5 }, { rating: 'ratingRequired' }],
    ['an empty text', { body: '    ' }, { body: 'required' }],
    ['a text under 20 characters', { body: '  Nice puppy, thanks ' }, { body: 'reviewTooShort' }],
    ['a text over 2000 characters', { body: 'x'.repeat(2001) }, { body: 'tooLong' }],
  ])('refuses %s and stores nothing', async (_name, change, fields) => {
    const purchase = await createTestPurchase(handle);
    const input = { listingId: purchase.listing.id, rating: 5, body: BODY, ...change };
    await expect(createReview(asViewer(purchase.buyer), input)).rejects.toMatchObject({
      code: 'VALIDATION',
      fields,
    });
    expect(await reviewsOf(purchase.kennel.id)).toEqual([]);
  });

  it('accepts exactly 20 and exactly 2000 characters and every whole star from 1 to 5', async () => {
    for (const [rating, body] of [
      [1, 'x'.repeat(20)],
      [5, 'y'.repeat(2000)],
      [3, BODY],
    ] as const) {
      const purchase = await createTestPurchase(handle);
      await createReview(asViewer(purchase.buyer), {
        listingId: purchase.listing.id,
        rating,
        body,
      });
      expect(await reviewsOf(purchase.kennel.id)).toHaveLength(1);
    }
  });

  type Actor =
    | 'anonymous'
    | 'unverified buyer'
    | 'other user'
    | 'breeder of the dog'
    | 'breeder of another kennel'
    | 'ADMIN'
    | 'ADMINV'
    | 'ADMINM';
  it.each<[Actor, string, string | undefined]>([
    ['anonymous', 'UNAUTHENTICATED', undefined],
    ['unverified buyer', 'FORBIDDEN', 'emailNotVerified'],
    ['other user', 'FORBIDDEN', 'notYourPurchase'],
    ['breeder of the dog', 'FORBIDDEN', 'notYourPurchase'],
    ['breeder of another kennel', 'FORBIDDEN', 'notYourPurchase'],
    ['ADMIN', 'FORBIDDEN', 'notYourPurchase'],
    ['ADMINV', 'FORBIDDEN', 'notYourPurchase'],
    ['ADMINM', 'FORBIDDEN', 'notYourPurchase'],
  ])('refuses the %s (%s) and changes nothing', async (actor, code, form) => {
    const purchase = await createTestPurchase(handle);
    const viewers: Record<Actor, () => Promise<Viewer | null>> = {
      anonymous: async () => null,
      'unverified buyer': async () => ({ ...purchase.buyer, emailVerified: false }),
      'other user': () => createTestViewer(handle),
      'breeder of the dog': async () => purchase.breeder,
      'breeder of another kennel': async () => (await createTestBreeder(handle)).viewer,
      ADMIN: () => createTestViewer(handle, 'ADMIN'),
      ADMINV: () => createTestViewer(handle, 'ADMINV'),
      ADMINM: () => createTestViewer(handle, 'ADMINM'),
    };
    const before = await kennelRow(purchase.kennel.id);
    const attempt = createReview(asViewer(await viewers[actor]()), {
      listingId: purchase.listing.id,
      rating: 1,
      body: BODY,
    });
    await expect(attempt).rejects.toMatchObject({ code, fields: form ? { form } : {} });
    expect(await reviewsOf(purchase.kennel.id)).toEqual([]);
    expect(await kennelRow(purchase.kennel.id)).toEqual(before);
  });

  it.each<ReservationStatus>([
    'awaiting_payment',
    'deposited',
    'expired',
    'cancelled_by_buyer',
    'cancelled_by_breeder',
  ])('refuses a buyer whose reservation is %s (not a purchase)', async (status) => {
    const reservation = await createTestReservation(handle, status);
    await expect(
      createReview(asViewer(reservation.buyer), {
        listingId: reservation.listing.id,
        rating: 5,
        body: BODY,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', fields: { form: 'notYourPurchase' } });
    expect(await reviewsOf(reservation.kennel.id)).toEqual([]);
  });

  it('answers NOT_FOUND for an id that is not a listing', async () => {
    const viewer = await createTestViewer(handle);
    for (const listingId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await expect(
        createReview(asViewer(viewer), { listingId, rating: 5, body: BODY }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('keeps one review per purchase, even for parallel requests', async () => {
    const purchase = await createTestPurchase(handle);
    const ctx = asViewer(purchase.buyer);
    const input = { listingId: purchase.listing.id, rating: 5, body: BODY };
    const results = await Promise.allSettled([
      createReview(ctx, input),
      createReview(ctx, { ...input, rating: 1 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(createReview(ctx, input)).rejects.toMatchObject({
      code: 'CONFLICT',
      fields: { form: 'alreadyReviewed' },
    });
    expect(await reviewsOf(purchase.kennel.id)).toHaveLength(1);
    expect((await kennelRow(purchase.kennel.id)).ratingCount).toBe(1);
  });

  it('lets the same buyer review each purchase once', async () => {
    const buyer = await createTestViewer(handle);
    const { kennel } = await createTestBreeder(handle);
    for (let i = 0; i < 2; i++) {
      const purchase = await createTestPurchase(handle, { kennelId: kennel.id, buyer });
      await createReview(asViewer(buyer), {
        listingId: purchase.listing.id,
        rating: 5,
        body: BODY,
      });
    }
    expect(await reviewsOf(kennel.id)).toHaveLength(2);
  });
});
