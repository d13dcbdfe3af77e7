import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { Role } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import {
  bankStatementEntries,
  complaints,
  conversationReports,
  favourites,
  kennels,
  kennelSellers,
  litterWaitlists,
  listings,
  orders,
  photos,
  puppyOffers,
  puppyRequests,
  waitlistApplications,
  reservations,
  sandboxCharges,
  payments,
  redirects,
  subscriptions,
  users,
} from '@/server/db/schema';
import type { AccountServices } from '@/server/domain/accounts/auth';
import { DomainError } from '@/server/domain/errors';
import { newCreditorReference } from '@/server/domain/bank-transfers/creditor-reference';
import { createListing } from '@/server/domain/listings/save-listing';
import { sendMessage } from '@/server/domain/messages/send-message';
import { startConversation } from '@/server/domain/messages/start-conversation';
import { startCardPayment } from '@/server/domain/payments/start-card-payment';
import { createReview } from '@/server/domain/reviews/create-review';
import { hideReview } from '@/server/domain/reviews/moderate-review';
import { openCase } from '@/server/domain/moderation/open-case';
import { createSignedInAccount, type TestAccount } from './accounts';
import { createTestSavedSearch } from './alert-factories';
import { createTestBankOrder } from './bank-transfer-factories';
import { createTestPuppy, createTestReservation } from './buyer-factories';
import { createTestPuppyRequest, grantTestPuppyMatch } from './puppy-match-factories';
import { TEST_COMPLAINT_TEXT } from './complaint-factories';
import { attachTestPhoto, createTestViewer, testPuppyInput } from './factories';
import { createTestContext, viewerWithRole } from './test-context';

/** Who calls: a visitor, an unrelated confirmed account, the object's buyer and breeder, staff. */
export const ACTORS = [
  'anonymous',
  'other',
  'buyer',
  'breeder',
  'ADMIN',
  'ADMINV',
  'ADMINM',
] as const;
export type Actor = (typeof ACTORS)[number];
export type Account = Exclude<Actor, 'anonymous'>;
export const SIGNED_IN: Account[] = ['other', 'buyer', 'breeder', 'ADMIN', 'ADMINV', 'ADMINM'];

/** What a case acts on, made fresh for every call: the breeder's dog in some state, and more. */
export type Start =
  | 'none'
  | 'listing'
  | 'draft'
  | 'deleted'
  | 'litter'
  | 'favourited'
  | 'photo'
  | 'awaiting_payment'
  | 'charge'
  | 'deposited'
  | 'marked'
  | 'completed'
  | 'reviewed'
  | 'hidden'
  | 'complaint'
  | 'account'
  | 'suspended_account'
  | 'bank_order'
  | 'flagged_entry'
  | 'hidden_listing'
  | 'redirect'
  | 'saved_search'
  | 'conversation'
  | 'subscription'
  | 'conversation_report'
  | 'puppy_request'
  | 'puppy_offer'
  | 'waitlist_application'
  | 'waitlist_accepted'
  | 'waitlist_born'
  | 'waitlist_choosing'
  | 'waitlist_passed'
  | 'moderation_case';

export interface Target {
  kennelId: string;
  listingId: string;
  photoId: string;
  reservationId: string;
  orderId: string;
  chargeId: string;
  reviewId: string;
  complaintId: string;
  /** A bank statement entry flagged for an admin (a partial payment of `orderId`). */
  entryId: string;
  /** A fresh unconfirmed account nobody acts as (role and confirmation changes aim at it). */
  userId: string;
  /** A redirect from a path of its own. */
  redirectId: string;
  /** The buyer's saved search. */
  savedSearchId: string;
  /** The buyer actor's conversation with the breeder actor's kennel. */
  conversationId: string;
  /** A running breeder-profile period of a fresh account (admins extend or end it). */
  subscriptionId: string;
  /** An open report of the breeder actor's latest message by the buyer actor. */
  reportId: string;
  /** The buyer actor's open puppy-match request that the breeder actor's live puppy answers. */
  puppyRequestId: string;
  /** The breeder actor's pending offer of that puppy to that request. */
  puppyOfferId: string;
  /**
   * The buyer actor's application to the breeder actor's litter's waitlist: pending; accepted
   * (place 1, a deposit asked); born (accepted, one puppy listed, picks not started); choosing
   * (its turn now); passed (with a paid waitlist deposit).
   */
  waitlistApplicationId: string;
  /** The listed puppy of a born waitlist litter. */
  puppyId: string;
  /** An open moderation case about a live ad of the breeder actor (a visitor reported it). */
  caseId: string;
}

export interface MatrixWorld {
  handle: DatabaseHandle;
  accounts: Record<Account, TestAccount>;
  kennelId: string;
}

/** One signed-in session per actor (admins with their second factor) and the breeder's kennel. */
export async function createMatrixWorld(
  handle: DatabaseHandle,
  services: AccountServices,
): Promise<MatrixWorld> {
  const accounts = {} as Record<Account, TestAccount>;
  for (const actor of SIGNED_IN) {
    const role: Role = actor.startsWith('ADMIN') ? (actor as Role) : 'USER';
    accounts[actor] = await createSignedInAccount(
      services,
      `${actor.toLowerCase()}@example.test`,
      role,
    );
  }
  const [kennel] = await handle.db
    .insert(kennels)
    .values({
      ownerId: accounts.breeder.id,
      name: 'Breeder',
      slug: 'breeder-kennel',
      countryCode: 'HU',
    })
    .returning();
  await handle.db.insert(kennelSellers).values({ kennelId: kennel!.id, status: 'private' });
  return { handle, accounts, kennelId: kennel!.id };
}

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function ownListing(world: MatrixWorld, start: 'draft' | 'deleted' | 'litter' | 'photo') {
  const breeder = viewerWithRole('USER', world.accounts.breeder.id);
  const { handle } = world;
  const listing = await createListing(
    createTestContext(handle, { viewer: breeder }),
    start === 'litter'
      ? testPuppyInput({ kind: 'litter', expectedBirthDate: day(20), parents: [] })
      : testPuppyInput({ birthDate: day(-50), availableFrom: day(6) }),
  );
  const status = { draft: 'draft', photo: 'draft', deleted: 'deleted', litter: 'planned' } as const;
  const now = new Date();
  await handle.db
    .update(listings)
    .set({ status: status[start], deletedAt: start === 'deleted' ? now : null })
    .where(eq(listings.id, listing.id));
  await attachTestPhoto(handle, breeder.id, listing.id);
  const variant = {
    width: 1200,
    height: 800,
    format: 'webp',
    key: `${listing.id}.webp`,
    bytes: 1000,
  } as const;
  const [photo] = await handle.db
    .update(photos)
    .set({ variants: [variant] })
    .where(eq(photos.subjectId, listing.id))
    .returning();
  return { listingId: listing.id, photoId: photo!.id };
}

/** A fresh object of the buyer and the breeder actors in the state `start` names. */
export async function buildTarget(world: MatrixWorld, start: Start): Promise<Target> {
  const { handle, accounts, kennelId } = world;
  const target: Target = {
    kennelId,
    listingId: '',
    photoId: '',
    reservationId: '',
    orderId: '',
    chargeId: '',
    reviewId: '',
    complaintId: '',
    entryId: '',
    redirectId: '',
    userId: '',
    savedSearchId: '',
    conversationId: '',
    subscriptionId: '',
    reportId: '',
    puppyRequestId: '',
    puppyOfferId: '',
    waitlistApplicationId: '',
    puppyId: '',
    caseId: '',
  };
  if (start === 'none') return target;
  if (start === 'moderation_case') {
    target.listingId = (await createTestPuppy(handle, { kennelId })).listing.id;
    const cause = { source: 'report', reason: 'scam' } as const;
    const listing = { targetType: 'listing', targetId: target.listingId } as const;
    target.caseId = (await openCase(handle.db, listing, cause, new Date())).id;
    return target;
  }
  if (start.startsWith('waitlist_')) {
    const { listingId } = await ownListing(world, 'litter');
    target.listingId = listingId;
    const isBorn = start === 'waitlist_born' || start === 'waitlist_choosing';
    const now = new Date();
    await handle.db.insert(litterWaitlists).values({
      listingId,
      isOpen: true,
      places: 5,
      isDepositRequired: start === 'waitlist_accepted',
      picksStartedAt: start === 'waitlist_choosing' ? now : null,
    });
    let depositOrderId: string | null = null;
    if (start === 'waitlist_passed') {
      const [order] = await handle.db
        .insert(orders)
        .values({
          userId: accounts.buyer.id,
          type: 'waitlist_deposit',
          status: 'paid',
          amount: 9_000_000,
          currency: 'HUF',
          method: 'card',
          paidAt: now,
          paidPaymentId: randomUUID(),
        })
        .returning({ id: orders.id });
      depositOrderId = order!.id;
    }
    const isAccepted = start !== 'waitlist_application';
    const [application] = await handle.db
      .insert(waitlistApplications)
      .values({
        listingId,
        buyerId: accounts.buyer.id,
        message: 'We have a garden.',
        language: 'en',
        state: isAccepted ? 'accepted' : 'applied',
        place: isAccepted ? 1 : null,
        depositOrderId,
        pickState:
          start === 'waitlist_choosing'
            ? 'choosing'
            : start === 'waitlist_passed'
              ? 'passed'
              : null,
        pickClosesAt: start === 'waitlist_choosing' ? new Date(now.getTime() + DAY) : null,
      })
      .returning({ id: waitlistApplications.id });
    target.waitlistApplicationId = application!.id;
    if (isBorn) {
      await handle.db
        .update(listings)
        .set({ status: 'born', birthDate: day(-1) })
        .where(eq(listings.id, listingId));
      target.puppyId = (
        await createTestPuppy(handle, { kennelId, litterId: listingId })
      ).listing.id;
    }
    return target;
  }
  if (start === 'puppy_request' || start === 'puppy_offer') {
    const buyer = viewerWithRole('USER', accounts.buyer.id);
    // The earlier cases' requests close, so the buyer stays under the open-request limit.
    await handle.db
      .update(puppyRequests)
      .set({ status: 'closed', closeReason: 'by_buyer', closedAt: new Date() })
      .where(and(eq(puppyRequests.userId, buyer.id), ne(puppyRequests.status, 'closed')));
    target.puppyRequestId = (await createTestPuppyRequest(handle, buyer)).id;
    target.listingId = (
      await createTestPuppy(handle, { kennelId, priceEurCents: 100_000 })
    ).listing.id;
    await grantTestPuppyMatch(handle, accounts.breeder.id);
    if (start === 'puppy_offer') {
      // Inserted, not offered: the breeder's daily offer limit is for the cases themselves.
      const [offer] = await handle.db
        .insert(puppyOffers)
        .values({
          requestId: target.puppyRequestId,
          listingId: target.listingId,
          breederId: accounts.breeder.id,
          message: 'Our Bora fits you.',
          language: 'en',
          // Made two days ago, so it does not count against the breeder's offers of today.
          createdAt: new Date(Date.now() - 2 * DAY),
        })
        .returning({ id: puppyOffers.id });
      target.puppyOfferId = offer!.id;
    }
    return target;
  }
  if (start === 'subscription') {
    const holder = await createTestViewer(handle, 'USER');
    const now = Date.now();
    const [row] = await handle.db
      .insert(subscriptions)
      .values({
        userId: holder.id,
        service: 'breeder_profile',
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 30 * DAY),
      })
      .returning({ id: subscriptions.id });
    target.subscriptionId = row!.id;
    return target;
  }
  if (start === 'bank_order' || start === 'flagged_entry') {
    const buyer = viewerWithRole('USER', accounts.buyer.id);
    const bankReference = newCreditorReference();
    const order = await createTestBankOrder(handle, buyer, { bankReference });
    target.orderId = order.id;
    if (start === 'flagged_entry') {
      const [entry] = await handle.db
        .insert(bankStatementEntries)
        .values({
          entryRef: `matrix-${order.id}`,
          fileName: 'matrix.xml',
          amount: order.amount - 100,
          currency: order.currency,
          reference: bankReference,
          status: 'flagged',
          flagReason: 'partial',
          orderId: order.id,
        })
        .returning();
      target.entryId = entry!.id;
    }
    return target;
  }
  if (start === 'redirect') {
    const [row] = await handle.db
      .insert(redirects)
      .values({ fromPath: `/old-${randomUUID()}`, toPath: '/en/breeds' })
      .returning({ id: redirects.id });
    target.redirectId = row!.id;
    return target;
  }
  if (start === 'saved_search') {
    const buyer = viewerWithRole('USER', accounts.buyer.id);
    target.savedSearchId = (await createTestSavedSearch(handle, buyer)).id;
    return target;
  }
  if (start === 'conversation' || start === 'conversation_report') {
    const listing = await createTestPuppy(handle, { kennelId });
    const buyerCtx = createTestContext(handle, {
      viewer: viewerWithRole('USER', accounts.buyer.id),
    });
    target.listingId = listing.listing.id;
    target.conversationId = (
      await startConversation(buyerCtx, { listingId: target.listingId, body: 'Still free?' })
    ).conversationId;
    // The breeder answers, so either side has the other's words to report.
    const reply = await sendMessage(
      createTestContext(handle, { viewer: viewerWithRole('USER', accounts.breeder.id) }),
      { conversationId: target.conversationId, body: 'Yes, she is.' },
    );
    if (start === 'conversation_report') {
      const [report] = await handle.db
        .insert(conversationReports)
        .values({
          conversationId: target.conversationId,
          reporterId: accounts.buyer.id,
          reportedUserId: accounts.breeder.id,
          messageId: reply.messageId,
          reason: 'scam',
          details: 'Asks for Western Union.',
        })
        .returning({ id: conversationReports.id });
      target.reportId = report!.id;
    }
    return target;
  }
  if (start === 'account' || start === 'suspended_account') {
    target.userId = (await createTestViewer(handle, 'USER')).id;
    if (start === 'suspended_account') {
      await handle.db
        .update(users)
        .set({ suspendedAt: new Date(), suspensionReason: 'Fake ads.' })
        .where(eq(users.id, target.userId));
    }
    return target;
  }
  if (start === 'draft' || start === 'deleted' || start === 'litter' || start === 'photo') {
    return { ...target, ...(await ownListing(world, start)) };
  }
  if (start === 'listing' || start === 'favourited' || start === 'hidden_listing') {
    target.listingId = (await createTestPuppy(handle, { kennelId })).listing.id;
    if (start === 'hidden_listing') {
      await handle.db
        .update(listings)
        .set({ status: 'hidden', hiddenReason: 'Photos of another kennel' })
        .where(eq(listings.id, target.listingId));
    }
    if (start === 'favourited') {
      const rows = SIGNED_IN.map((actor) => ({
        userId: accounts[actor].id,
        listingId: target.listingId,
      }));
      await handle.db.insert(favourites).values(rows);
    }
    return target;
  }
  const buyer = viewerWithRole('USER', accounts.buyer.id);
  const status =
    start === 'awaiting_payment' || start === 'charge'
      ? 'awaiting_payment'
      : start === 'deposited' || start === 'marked'
        ? 'deposited'
        : 'completed';
  const reserved = await createTestReservation(handle, status, { buyer });
  Object.assign(target, {
    listingId: reserved.listing.id,
    reservationId: reserved.reservation.id,
    orderId: reserved.order.id,
  });
  await handle.db.update(listings).set({ kennelId }).where(eq(listings.id, target.listingId));
  const buyerCtx = createTestContext(handle, { viewer: buyer });
  if (start === 'charge') {
    await startCardPayment(buyerCtx, { orderId: target.orderId });
    const [charge] = await handle.db
      .select({ id: sandboxCharges.id })
      .from(sandboxCharges)
      .innerJoin(payments, eq(payments.id, sandboxCharges.paymentId))
      .where(eq(payments.orderId, target.orderId));
    target.chargeId = charge!.id;
  }
  if (start === 'marked') {
    await handle.db
      .update(reservations)
      .set({ breederCompletedAt: new Date() })
      .where(eq(reservations.id, target.reservationId));
  }
  if (start === 'reviewed' || start === 'hidden') {
    const input = {
      listingId: target.listingId,
      rating: 2,
      body: 'Honest breeder, healthy puppy, all good.',
    };
    target.reviewId = (await createReview(buyerCtx, input)).id;
    if (start === 'hidden') {
      const staff = createTestContext(handle, { viewer: await createTestViewer(handle, 'ADMINV') });
      await hideReview(staff, { reviewId: target.reviewId, reason: 'Breaks the rules.' });
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

/** How a call ended, read the same way for a GraphQL answer and a server action. */
export type Outcome = { ok: true } | { ok: false; code: string };

/** Thrown by the mocked `redirect`, as Next's own is. */
export class RedirectSignal extends Error {
  constructor(readonly url: string) {
    super(`redirect to ${url}`);
  }
}

/**
 * A server action's result: a redirect carrying `?error=` or to the sign-in page is a refusal
 * (so is one to the home page, where `homeIsSuccess` is not set), other redirects and results
 * with `done` or `ok: true` are successes, and a form state with errors is a refusal with the
 * form's code (`UNKNOWN` when a form answers nothing it can show).
 */
export async function actionOutcome(
  call: () => Promise<unknown>,
  { homeIsSuccess = false, isDone = (done: string) => Boolean(done) } = {},
): Promise<Outcome> {
  let result: unknown;
  try {
    result = await call();
  } catch (error) {
    if (error instanceof DomainError) {
      return { ok: false, code: error.fields.form ?? Object.values(error.fields)[0] ?? error.code };
    }
    if (!(error instanceof RedirectSignal)) throw error;
    const url = new URL(error.url, 'http://localhost');
    const code = url.searchParams.get('error');
    if (code) return { ok: false, code };
    if (url.pathname.endsWith('/sign-in')) return { ok: false, code: 'UNAUTHENTICATED' };
    if (/^\/[a-z]{2}$/.test(url.pathname) && !homeIsSuccess) {
      return { ok: false, code: 'UNAUTHENTICATED' };
    }
    return { ok: true };
  }
  const state = (result ?? {}) as {
    done?: string;
    ok?: boolean;
    error?: string;
    errors?: string[];
    fields?: Record<string, string>;
  };
  const fields = state.fields ?? {};
  const code = fields.form ?? Object.values(fields)[0];
  if (code) return { ok: false, code };
  if (state.error) return { ok: false, code: state.error };
  if (state.errors?.length) return { ok: false, code: 'VALIDATION' };
  if ((state.done && isDone(state.done)) || state.ok === true) return { ok: true };
  return result === undefined ? { ok: true } : { ok: false, code: 'UNKNOWN' };
}

/** Every file under src/app and src/components that starts with 'use server'. */
export function serverActionFiles(root = path.resolve('src')): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        if (/^\s*['"]use server['"]/.test(readFileSync(full, 'utf8'))) found.push(full);
      }
    }
  };
  walk(path.join(root, 'app'));
  walk(path.join(root, 'components'));
  return found.sort();
}
