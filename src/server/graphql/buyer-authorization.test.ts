import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  createSignedInAccount,
  type TestAccount,
} from '../../../tests/support/accounts';
import { createTestPuppy, createTestReservation } from '../../../tests/support/buyer-factories';
import { TEST_COMPLAINT_TEXT } from '../../../tests/support/complaint-factories';
import { createTestViewer } from '../../../tests/support/factories';
import { useTestSandbox } from '../../../tests/support/payment-fixtures';
import { createTestContext, viewerWithRole } from '../../../tests/support/test-context';
import { createTestDatabase } from '../../../tests/support/test-database';
import { createTestGraphQL } from '../../../tests/support/graphql-harness';
import type { Role } from '../context';
import type { DatabaseHandle } from '../db/client';
import {
  complaints,
  favourites,
  jobs,
  kennels,
  listings,
  orders,
  payments,
  reservations,
  reviews,
  sandboxCharges,
  users,
} from '../db/schema';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';
import { setPaymentProviderForTests } from '../domain/payments/payment-provider';
import { createReview } from '../domain/reviews/create-review';
import { hideReview } from '../domain/reviews/moderate-review';

/**
 * Who may call each mutation of the buyer's journey (favourites, reservations and their
 * payment, reviews, complaints), through the real server with real sessions (admins with their
 * second factor unless said otherwise). Each call gets a fresh dog of the breeder's kennel in
 * the state the mutation starts from, reserved or bought by the buyer where it needs to be; a
 * refused call must answer exactly what the domain answers and leave every row as it was.
 */
const ACTORS = [
  'anonymous',
  'unverified',
  'otherUser',
  'buyer',
  'breeder',
  'adminNoSecondFactor',
  'ADMINV',
  'ADMINM',
  'ADMIN',
] as const;
type Actor = (typeof ACTORS)[number];
type Account = Exclude<Actor, 'anonymous'>;
const SIGNED_IN = ACTORS.filter((actor): actor is Account => actor !== 'anonymous');

/** Where a case's dog starts: an ad, a reservation in a state, or one with a review/complaint. */
type Start =
  | 'listing'
  | 'favourited'
  | 'awaiting_payment'
  | 'deposited'
  | 'marked'
  | 'completed'
  | 'reviewed'
  | 'hidden'
  | 'complaint';

interface Target {
  listingId: string;
  reservationId: string;
  orderId: string;
  reviewId: string;
  complaintId: string;
}

type Snapshot = Awaited<ReturnType<typeof everything>>;

interface Case {
  name: string;
  start: Start;
  query: string;
  variables: (target: Target) => Record<string, unknown>;
  allowed: readonly Account[];
  /** The answer to every other signed-in actor: `CODE` or `CODE formKey`. */
  refused: string;
  /** Actors answered differently from `refused`. */
  refusals?: Partial<Record<Account, string>>;
  /** What an allowed call must have done. */
  changed: (target: Target, actor: Account, before: Snapshot) => Promise<void>;
}

const UNVERIFIED = { unverified: 'FORBIDDEN emailNotVerified' } as const;
const VERIFIED: Account[] = SIGNED_IN.filter((actor) => actor !== 'unverified');
const REVIEW_STAFF: Account[] = ['ADMINV', 'ADMIN'];
const BODY = 'Healthy puppy, honest breeder, smooth hand-over. Recommended.';

let handle: DatabaseHandle;
let services: AccountServices;
let call: ReturnType<typeof createTestGraphQL>['call'];
const accounts = {} as Record<Account, TestAccount>;
let breederKennelId: string;
let calls = 0;
let unauthorizedSuccesses = 0;

/** The rows of `table` whose `column` is `value`. */
const rowsWhere = <T extends PgTable>(table: T, column: PgColumn, value: string) =>
  handle.db
    .select()
    .from(table as PgTable)
    .where(eq(column, value)) as unknown as Promise<T['$inferSelect'][]>;
const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const reservationRow = (id: string) => one(rowsWhere(reservations, reservations.id, id));
const listingRow = (id: string) => one(rowsWhere(listings, listings.id, id));
const reviewRow = (id: string) => one(rowsWhere(reviews, reviews.id, id));
const breederKennel = () => one(rowsWhere(kennels, kennels.id, breederKennelId));
const favouritesOf = (listingId: string) => rowsWhere(favourites, favourites.listingId, listingId);

/** Result unions: the success's fields and the refusal's code. */
const SELECT: Record<string, string> = {
  cancelReservation:
    '... on ReservationChange { reservationId } ... on CancelReservationRefusal { code }',
};

/** A refusal answered as a result union's member, as an error's extensions would say it. */
function refusalOf(data: unknown, mutation: string) {
  const answer = (data as Record<string, { __typename?: string; code?: string }> | null)?.[
    mutation
  ];
  if (!answer?.code) return null;
  return { code: 'REFUSED', fields: { form: answer.code } };
}

/** A case whose allowed call moves the reservation (and the dog) to a state. */
const reservationCase = (
  mutation: string,
  start: Start,
  allowed: Account[],
  refusals: Partial<Record<Account, string>>,
  expected: (actor: Account) => { reservation: string; listing: string; marked?: boolean },
): Case => ({
  name: mutation,
  start,
  query: `mutation($id: String!) { ${mutation}(reservationId: $id) { ${SELECT[mutation] ?? 'reservationId'} } }`,
  variables: (target) => ({ id: target.reservationId }),
  allowed,
  // Strangers cannot tell someone else's reservation from none (lockOwnReservation).
  refused: 'NOT_FOUND',
  refusals: { ...UNVERIFIED, ...refusals },
  changed: async (target, actor) => {
    const want = expected(actor);
    const reservation = await reservationRow(target.reservationId);
    expect(reservation.status).toBe(want.reservation);
    if (want.marked) expect(reservation.breederCompletedAt).toBeInstanceOf(Date);
    expect((await listingRow(target.listingId)).status).toBe(want.listing);
  },
});

const reviewStatusCase = (mutation: string, start: Start, to: 'hidden' | 'published'): Case => ({
  name: mutation,
  start,
  query: `mutation($id: String!) { ${mutation}(reviewId: $id, reason: "Breaks the review rules.") { id status } }`,
  variables: (target) => ({ id: target.reviewId }),
  allowed: REVIEW_STAFF,
  refused: 'FORBIDDEN',
  refusals: { adminNoSecondFactor: 'FORBIDDEN secondFactorRequired' },
  changed: async (target, _actor, before) => {
    expect((await reviewRow(target.reviewId)).status).toBe(to);
    const was = before.kennels.find((kennel) => kennel.id === breederKennelId)!.ratingCount;
    expect((await breederKennel()).ratingCount).toBe(was + (to === 'hidden' ? -1 : 1));
  },
});

const CASES: Case[] = [
  {
    name: 'addFavourite',
    start: 'listing',
    query: 'mutation($id: String!) { addFavourite(listingId: $id) { isFavourite } }',
    variables: (target) => ({ id: target.listingId }),
    // Any signed-in account, confirmed or not.
    allowed: SIGNED_IN,
    refused: 'FORBIDDEN',
    changed: async (target, actor) => {
      const rows = await favouritesOf(target.listingId);
      expect(rows.map((row) => row.userId)).toEqual([accounts[actor].id]);
    },
  },
  {
    name: 'removeFavourite (only the caller’s own)',
    start: 'favourited',
    query: 'mutation($id: String!) { removeFavourite(listingId: $id) { isFavourite } }',
    variables: (target) => ({ id: target.listingId }),
    allowed: SIGNED_IN,
    refused: 'FORBIDDEN',
    changed: async (target, actor) => {
      const left = (await favouritesOf(target.listingId)).map((row) => row.userId).sort();
      const others = SIGNED_IN.filter((other) => other !== actor).map((a) => accounts[a].id);
      expect(left).toEqual(others.sort());
    },
  },
  {
    name: 'reserveDog',
    start: 'listing',
    query: `mutation($id: String!) { reserveDog(listingId: $id) {
      ... on ReservationStart { reservationId orderId } ... on ReserveDogRefusal { code } } }`,
    variables: (target) => ({ id: target.listingId }),
    // Any confirmed account but the dog's own breeder.
    allowed: VERIFIED.filter((actor) => actor !== 'breeder'),
    refused: 'FORBIDDEN',
    refusals: { ...UNVERIFIED, breeder: 'REFUSED reserveOwnDog' },
    changed: async (target, actor) => {
      const buyerId = accounts[actor].id;
      const [reservation] = await rowsWhere(reservations, reservations.listingId, target.listingId);
      expect(reservation).toMatchObject({ buyerId, status: 'awaiting_payment' });
      const order = await one(rowsWhere(orders, orders.reservationId, reservation!.id));
      expect(order).toMatchObject({ userId: buyerId, status: 'pending' });
      expect((await listingRow(target.listingId)).status).toBe('reserved');
    },
  },
  {
    name: 'startCardPayment',
    start: 'awaiting_payment',
    query: `mutation($id: String!) { startCardPayment(orderId: $id) {
      ... on CardPayment { paymentId redirectUrl } ... on StartCardPaymentRefusal { code } } }`,
    variables: (target) => ({ id: target.orderId }),
    allowed: ['buyer'],
    // Someone else's order is NOT_FOUND to everyone, confirmed or not (getOwnOrderOrThrow).
    refused: 'NOT_FOUND',
    changed: async (target) => {
      const rows = await rowsWhere(payments, payments.orderId, target.orderId);
      expect(rows).toMatchObject([{ provider: 'sandbox', status: 'requires_action' }]);
      expect(await rowsWhere(sandboxCharges, sandboxCharges.paymentId, rows[0]!.id)).toHaveLength(
        1,
      );
    },
  },
  reservationCase('cancelReservation', 'deposited', ['buyer', 'breeder'], {}, (actor) => ({
    reservation: actor === 'buyer' ? 'cancelled_by_buyer' : 'cancelled_by_breeder',
    listing: 'active',
  })),
  reservationCase(
    'markSaleCompleted',
    'deposited',
    ['breeder'],
    { buyer: 'FORBIDDEN reservationTransitionRefused' },
    () => ({ reservation: 'deposited', listing: 'reserved', marked: true }),
  ),
  reservationCase(
    'confirmPurchase',
    'marked',
    ['buyer'],
    { breeder: 'FORBIDDEN reservationTransitionRefused' },
    () => ({ reservation: 'completed', listing: 'sold' }),
  ),
  {
    name: 'createReview',
    start: 'completed',
    query:
      'mutation($input: CreateReviewInput!) { createReview(input: $input) { id rating status } }',
    variables: (target) => ({ input: { listingId: target.listingId, rating: 4, body: BODY } }),
    allowed: ['buyer'],
    refused: 'FORBIDDEN notYourPurchase',
    refusals: UNVERIFIED,
    changed: async (target, _actor, before) => {
      const rows = await rowsWhere(reviews, reviews.reservationId, target.reservationId);
      expect(rows).toMatchObject([
        { authorId: accounts.buyer.id, kennelId: breederKennelId, rating: 4, body: BODY },
      ]);
      const was = before.kennels.find((kennel) => kennel.id === breederKennelId)!.ratingCount;
      expect((await breederKennel()).ratingCount).toBe(was + 1);
    },
  },
  {
    name: 'replyToReview',
    start: 'reviewed',
    query:
      'mutation($id: String!, $reply: String!) { replyToReview(reviewId: $id, reply: $reply) { id reply } }',
    variables: (target) => ({ id: target.reviewId, reply: 'Thank you!' }),
    allowed: ['breeder'],
    refused: 'FORBIDDEN',
    refusals: UNVERIFIED,
    changed: async (target) => {
      expect((await reviewRow(target.reviewId)).reply).toBe('Thank you!');
    },
  },
  reviewStatusCase('hideReview', 'reviewed', 'hidden'),
  reviewStatusCase('showReview', 'hidden', 'published'),
  {
    name: 'fileComplaint',
    start: 'completed',
    query: `mutation($input: FileComplaintInput!) { fileComplaint(input: $input) { id status } }`,
    variables: (target) => ({
      input: { listingId: target.listingId, category: 'HEALTH', description: TEST_COMPLAINT_TEXT },
    }),
    allowed: ['buyer'],
    refused: 'FORBIDDEN complaintNotAllowed',
    refusals: UNVERIFIED,
    changed: async (target) => {
      const rows = await rowsWhere(complaints, complaints.reservationId, target.reservationId);
      expect(rows).toMatchObject([{ authorId: accounts.buyer.id, status: 'open' }]);
    },
  },
  {
    name: 'setComplaintStatus',
    start: 'complaint',
    query: `mutation($input: SetComplaintStatusInput!) { setComplaintStatus(input: $input) { id status } }`,
    variables: (target) => ({ input: { complaintId: target.complaintId, status: 'IN_REVIEW' } }),
    allowed: REVIEW_STAFF,
    refused: 'FORBIDDEN',
    refusals: { adminNoSecondFactor: 'FORBIDDEN secondFactorRequired' },
    changed: async (target, _actor, before) => {
      const row = await one(rowsWhere(complaints, complaints.id, target.complaintId));
      expect(row.status).toBe('in_review');
      // The buyer and the breeder are told.
      expect(await handle.db.$count(jobs)).toBe(before.jobs.length + 2);
    },
  },
];

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
  ({ call } = createTestGraphQL(handle, services));
  for (const actor of SIGNED_IN) {
    const noSecondFactor = actor === 'adminNoSecondFactor';
    const role = noSecondFactor ? 'ADMIN' : actor.startsWith('ADMIN') ? (actor as Role) : 'USER';
    const secondFactor = role !== 'USER' && !noSecondFactor;
    const email = `${actor.toLowerCase()}@example.test`;
    accounts[actor] = await createSignedInAccount(services, email, role, { secondFactor });
  }
  await handle.db
    .update(users)
    .set({ emailVerified: false })
    .where(eq(users.id, accounts.unverified.id));
  const [kennel] = await handle.db
    .insert(kennels)
    .values({ ownerId: accounts.breeder.id, name: 'Breeder', slug: 'breeder', countryCode: 'HU' })
    .returning();
  breederKennelId = kennel!.id;
  useTestSandbox();
});
afterAll(async () => {
  setPaymentProviderForTests(null);
  await handle.close();
});

/**
 * A fresh dog of the breeder actor's kennel in the state a case starts from: the factories'
 * puppy and reservation (bought by the buyer actor), moved into that kennel.
 */
async function prepareTarget(start: Start): Promise<Target> {
  const target = { listingId: '', reservationId: '', orderId: '', reviewId: '', complaintId: '' };
  if (start === 'listing' || start === 'favourited') {
    const { listing } = await createTestPuppy(handle, { kennelId: breederKennelId });
    target.listingId = listing.id;
    if (start === 'favourited') {
      await handle.db
        .insert(favourites)
        .values(SIGNED_IN.map((actor) => ({ userId: accounts[actor].id, listingId: listing.id })));
    }
    return target;
  }
  const buyer = viewerWithRole('USER', accounts.buyer.id);
  const status = start === 'marked' ? 'deposited' : start;
  const reserved = await createTestReservation(
    handle,
    status === 'awaiting_payment' || status === 'deposited' ? status : 'completed',
    { buyer },
  );
  Object.assign(target, {
    listingId: reserved.listing.id,
    reservationId: reserved.reservation.id,
    orderId: reserved.order.id,
  });
  await handle.db
    .update(listings)
    .set({ kennelId: breederKennelId })
    .where(eq(listings.id, target.listingId));
  if (start === 'marked') {
    await handle.db
      .update(reservations)
      .set({ breederCompletedAt: new Date() })
      .where(eq(reservations.id, target.reservationId));
  }
  if (start === 'reviewed' || start === 'hidden') {
    const input = { listingId: target.listingId, rating: 2, body: BODY };
    target.reviewId = (await createReview(createTestContext(handle, { viewer: buyer }), input)).id;
    if (start === 'hidden') {
      const moderator = createTestContext(handle, {
        viewer: await createTestViewer(handle, 'ADMINV'),
      });
      await hideReview(moderator, { reviewId: target.reviewId, reason: 'Breaks the rules.' });
    }
  }
  if (start === 'complaint') {
    const [complaint] = await handle.db
      .insert(complaints)
      .values({
        reservationId: target.reservationId,
        authorId: buyer.id,
        category: 'health',
        description: TEST_COMPLAINT_TEXT,
      })
      .returning();
    target.complaintId = complaint!.id;
  }
  return target;
}

/** Every row a buyer-journey mutation could touch, to prove a refused call changed nothing. */
async function everything() {
  const { db } = handle;
  return {
    listings: await db.select().from(listings).orderBy(asc(listings.id)),
    reservations: await db.select().from(reservations).orderBy(asc(reservations.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    sandboxCharges: await db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.id)),
    favourites: await db
      .select()
      .from(favourites)
      .orderBy(asc(favourites.userId), asc(favourites.listingId)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    complaints: await db.select().from(complaints).orderBy(asc(complaints.id)),
    kennels: await db.select().from(kennels).orderBy(asc(kennels.id)),
    jobs: await db.select().from(jobs).orderBy(asc(jobs.id)),
  };
}

const expectedRefusal = (testCase: Case, actor: Actor) => {
  const answer =
    actor === 'anonymous' ? 'UNAUTHENTICATED' : (testCase.refusals?.[actor] ?? testCase.refused);
  const [code, form] = answer.split(' ');
  return { code, fields: form ? { form } : {} };
};

describe.each(CASES)('$name', (testCase) => {
  it.each(ACTORS)('%s', async (actor) => {
    const target = await prepareTarget(testCase.start);
    const session = actor === 'anonymous' ? undefined : accounts[actor];
    const before = await everything();

    const result = await call(testCase.query, testCase.variables(target), session?.headers);
    calls += 1;

    const refusal = refusalOf(result.data, testCase.name);
    if (actor !== 'anonymous' && testCase.allowed.includes(actor)) {
      expect(result.errors).toBeUndefined();
      expect(refusal).toBeNull();
      await testCase.changed(target, actor, before);
      return;
    }
    if (!result.errors && !refusal) unauthorizedSuccesses += 1;
    if (!refusal) expect(result.data ?? null).toBeNull();
    expect(refusal ?? result.errors?.[0]?.extensions).toEqual(expectedRefusal(testCase, actor));
    expect(await everything()).toEqual(before);
  });
});

describe('the whole matrix', () => {
  it('ran every mutation for every actor without one unauthorized success', () => {
    const size = `${CASES.length} mutations × ${ACTORS.length} actors`;
    console.info(
      `buyer authorization matrix: ${size} = ${calls} calls, ${unauthorizedSuccesses} unauthorized successes`,
    );
    expect(calls).toBe(CASES.length * ACTORS.length);
    expect(unauthorizedSuccesses).toBe(0);
  });
});
