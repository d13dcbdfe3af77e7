import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  createSignedInAccount,
  type TestAccount,
} from '../../../tests/support/accounts';
import { createTestPurchase } from '../../../tests/support/review-factories';
import { createTestContext, viewerWithRole } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import { createTestGraphQL } from '../../../tests/support/graphql-harness';
import type { DatabaseHandle } from '../db/client';
import { kennels, reviews, users } from '../db/schema';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';
import { createReview } from '../domain/reviews/create-review';

/**
 * Who may call each review mutation, through the real server with real sessions (admins with
 * their second factor unless said otherwise). The target is a fresh purchase from the owner's
 * kennel by the buyer; a refused call must answer with the expected code and leave every
 * review and kennel row as it was.
 */
const ACTORS = [
  'anonymous',
  'unverified',
  'buyer',
  'otherUser',
  'owner',
  'otherBreeder',
  'adminNoSecondFactor',
  'ADMINV',
  'ADMINM',
  'ADMIN',
] as const;
type Actor = (typeof ACTORS)[number];
type Refusal = 'UNAUTHENTICATED' | 'FORBIDDEN';

interface Target {
  listingId: string;
  reviewId: string;
}

interface Case {
  name: string;
  /** Whether the target purchase starts with a review, and in which state. */
  start: 'purchase' | 'published' | 'hidden';
  query: string;
  variables: (target: Target) => Record<string, unknown>;
  allowed: readonly Actor[];
  changed: (target: Target) => Promise<void>;
}

const BODY = 'Healthy puppy, honest breeder, smooth hand-over. Recommended.';
const reviewOf = async (listingId: string) => {
  const rows = await handle.db.select().from(reviews).where(eq(reviews.kennelId, ownerKennelId));
  const purchase = purchases.get(listingId)!;
  return rows.find((row) => row.reservationId === purchase)!;
};

const CASES: Case[] = [
  {
    name: 'createReview',
    start: 'purchase',
    query:
      'mutation($input: CreateReviewInput!) { createReview(input: $input) { id rating status } }',
    variables: (target) => ({ input: { listingId: target.listingId, rating: 4, body: BODY } }),
    allowed: ['buyer'],
    changed: async (target) => {
      expect(await reviewOf(target.listingId)).toMatchObject({ rating: 4, body: BODY });
    },
  },
  {
    name: 'replyToReview',
    start: 'published',
    query:
      'mutation($id: String!, $reply: String!) { replyToReview(reviewId: $id, reply: $reply) { id reply } }',
    variables: (target) => ({ id: target.reviewId, reply: 'Thank you!' }),
    allowed: ['owner'],
    changed: async (target) => {
      expect((await reviewOf(target.listingId)).reply).toBe('Thank you!');
    },
  },
  {
    name: 'hideReview',
    start: 'published',
    query:
      'mutation($id: String!) { hideReview(reviewId: $id, reason: "Breaks the rules.") { id status } }',
    variables: (target) => ({ id: target.reviewId }),
    allowed: ['ADMINV', 'ADMIN'],
    changed: async (target) => {
      expect((await reviewOf(target.listingId)).status).toBe('hidden');
    },
  },
  {
    name: 'showReview',
    start: 'hidden',
    query:
      'mutation($id: String!) { showReview(reviewId: $id, reason: "A mistake, sorry.") { id status } }',
    variables: (target) => ({ id: target.reviewId }),
    allowed: ['ADMINV', 'ADMIN'],
    changed: async (target) => {
      expect((await reviewOf(target.listingId)).status).toBe('published');
    },
  },
];

let handle: DatabaseHandle;
let services: AccountServices;
let call: ReturnType<typeof createTestGraphQL>['call'];
const accounts = {} as Record<Exclude<Actor, 'anonymous'>, TestAccount>;
let ownerKennelId: string;
/** Listing id → the buyer's completed reservation of it. */
const purchases = new Map<string, string>();

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
  ({ call } = createTestGraphQL(handle, services));
  for (const actor of ['buyer', 'otherUser', 'owner', 'otherBreeder', 'unverified'] as const) {
    accounts[actor] = await createSignedInAccount(services, `${actor.toLowerCase()}@example.test`);
  }
  await handle.db
    .update(users)
    .set({ emailVerified: false })
    .where(eq(users.id, accounts.unverified.id));
  accounts.adminNoSecondFactor = await createSignedInAccount(
    services,
    'admin-no-2fa@example.test',
    'ADMIN',
    { secondFactor: false },
  );
  for (const role of ['ADMINV', 'ADMINM', 'ADMIN'] as const) {
    accounts[role] = await createSignedInAccount(
      services,
      `${role.toLowerCase()}@example.test`,
      role,
    );
  }
  const kennelOf = async (account: TestAccount, slug: string) => {
    const [kennel] = await handle.db
      .insert(kennels)
      .values({ ownerId: account.id, name: slug, slug, countryCode: 'HU' })
      .returning();
    return kennel!.id;
  };
  ownerKennelId = await kennelOf(accounts.owner, 'owner-kennel');
  await kennelOf(accounts.otherBreeder, 'other-kennel');
});
afterAll(() => handle.close());

/** A fresh purchase by the buyer from the owner's kennel, reviewed when the case needs it. */
async function prepareTarget(start: Case['start']): Promise<Target> {
  const buyer = viewerWithRole('USER', accounts.buyer.id);
  const purchase = await createTestPurchase(handle, { kennelId: ownerKennelId, buyer });
  purchases.set(purchase.listing.id, purchase.reservation.id);
  if (start === 'purchase') return { listingId: purchase.listing.id, reviewId: '' };
  const review = await createReview(createTestContext(handle, { viewer: buyer }), {
    listingId: purchase.listing.id,
    rating: 2,
    body: BODY,
  });
  if (start === 'hidden') {
    await handle.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, review.id));
  }
  return { listingId: purchase.listing.id, reviewId: review.id };
}

const everything = async () => ({
  reviews: await handle.db.select().from(reviews).orderBy(asc(reviews.id)),
  kennels: await handle.db.select().from(kennels).orderBy(asc(kennels.id)),
});

describe.each(CASES)('$name', (testCase) => {
  it.each(ACTORS)('%s', async (actor) => {
    const target = await prepareTarget(testCase.start);
    const session = actor === 'anonymous' ? undefined : accounts[actor];
    const before = await everything();

    const result = await call(testCase.query, testCase.variables(target), session?.headers);

    if (testCase.allowed.includes(actor)) {
      expect(result.errors).toBeUndefined();
      await testCase.changed(target);
      return;
    }
    expect(result.data ?? null).toBeNull();
    const refusal: Refusal = actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
    expect(result.errors?.[0]?.extensions?.code).toBe(refusal);
    expect(await everything()).toEqual(before);
  });
});

describe('reviews over GraphQL', () => {
  it('answers a second review with CONFLICT alreadyReviewed', async () => {
    const target = await prepareTarget('published');
    const result = await call(
      'mutation($input: CreateReviewInput!) { createReview(input: $input) { id } }',
      { input: { listingId: target.listingId, rating: 5, body: BODY } },
      accounts.buyer.headers,
    );
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      fields: { form: 'alreadyReviewed' },
    });
  });

  it('answers VALIDATION with the field keys', async () => {
    const target = await prepareTarget('purchase');
    const result = await call(
      'mutation($input: CreateReviewInput!) { createReview(input: $input) { id } }',
      { input: { listingId: target.listingId, rating: 9, body: 'Too short' } },
      accounts.buyer.headers,
    );
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION',
      fields: { rating: 'ratingRequired', body: 'reviewTooShort' },
    });
  });

  it('lists a kennel’s published reviews to anyone, and each person’s own lists', async () => {
    const shown = await prepareTarget('published');
    await prepareTarget('hidden');
    const page = await call(
      'query($id: String!) { kennelReviews(kennelId: $id) { total items { id status dog { id } } } }',
      { id: ownerKennelId },
    );
    const items = (page.data?.kennelReviews as { items: { id: string; status: string }[] }).items;
    expect(items.map((item) => item.status)).not.toContain('HIDDEN');
    expect(items.map((item) => item.id)).toContain(shown.reviewId);

    const given = await call('{ reviewsGiven { id } }', {}, accounts.buyer.headers);
    expect(given.data?.reviewsGiven).toContainEqual({ id: shown.reviewId });
    const received = await call('{ reviewsReceived { id } }', {}, accounts.owner.headers);
    expect(received.data?.reviewsReceived).toContainEqual({ id: shown.reviewId });
    const strangers = await call('{ reviewsReceived { id } }', {}, accounts.otherUser.headers);
    expect(strangers.data?.reviewsReceived).toEqual([]);
    const anonymous = await call('{ reviewsGiven { id } }', {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
