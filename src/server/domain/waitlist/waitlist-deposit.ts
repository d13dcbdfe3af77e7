import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  kennels,
  listings,
  litterWaitlists,
  orders,
  users,
  waitlistApplications,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { enqueueJob } from '../jobs/enqueue-job';
import { accountLocale, enqueueEmailTo } from '../jobs/enqueue-email';
import { depositFor } from '../reservations/deposit-offer';
import { refuse, succeed, type Result } from '../result';
import { LOCALE_TAGS } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { lockApplicationOf } from './own-application';

/** A litter's waitlist deposit: whether its breeder asks for one, and how much (minor units). */
export interface WaitlistDepositTerms {
  isRequired: boolean;
  amount: number | null;
  currency: string;
}

/**
 * The columns deposit terms are read from, for a query over `listings` left-joined to
 * `litter_waitlists` (so a list of applications reads its litters' terms in the same statement).
 */
export const DEPOSIT_TERMS_COLUMNS = {
  isRequired: litterWaitlists.isDepositRequired,
  depositType: listings.depositType,
  depositValue: listings.depositValue,
  priceAmount: listings.priceAmount,
  currency: listings.currency,
};

type DepositTermsRow = {
  isRequired: boolean | null;
  depositType: (typeof listings.$inferSelect)['depositType'];
  depositValue: number | null;
  priceAmount: number | null;
  currency: string;
};

/** The terms a row of DEPOSIT_TERMS_COLUMNS gives: the litter's own deposit, when asked for. */
export const depositTermsOf = (row: DepositTermsRow): WaitlistDepositTerms => ({
  isRequired: row.isRequired ?? false,
  amount: depositFor(row),
  currency: row.currency,
});

/** The deposit that is due from an accepted buyer by these terms, or null for none. */
export const dueDeposit = (terms: WaitlistDepositTerms) =>
  terms.isRequired && terms.amount !== null
    ? { amount: terms.amount, currency: terms.currency }
    : null;

/** The deposit terms of a litter's waitlist: the litter's own deposit policy, when asked for. */
export async function readWaitlistDepositTerms(
  db: Executor,
  listingId: string,
): Promise<WaitlistDepositTerms | null> {
  const [row] = await db
    .select(DEPOSIT_TERMS_COLUMNS)
    .from(listings)
    .leftJoin(litterWaitlists, eq(litterWaitlists.listingId, listings.id))
    .where(eq(listings.id, listingId));
  return row ? depositTermsOf(row) : null;
}

export type WaitlistDepositRefusal = 'waitlistDepositNotDue' | 'waitlistDepositPaid';

/**
 * An accepted buyer starts paying the litter's waitlist deposit (where its breeder asks for
 * one): a card order of the amount the litter's deposit policy gives, paid on the same card page
 * as a puppy's deposit. An unpaid order is resumed, a failed one replaced; a paid one is refused.
 */
export async function startWaitlistDeposit(
  ctx: RequestContext,
  input: { applicationId: string },
): Promise<Result<{ orderId: string }, WaitlistDepositRefusal>> {
  const viewer = requireVerifiedViewer(ctx);
  return ctx.db.transaction(async (tx) => {
    const { application } = await lockApplicationOf(tx, {
      applicationId: input.applicationId,
      userId: viewer.id,
      side: 'buyer',
    });
    if (application.depositOrderId) {
      const [order] = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.id, application.depositOrderId));
      if (order?.status === 'paid' || order?.status === 'refunded') {
        return refuse('waitlistDepositPaid');
      }
      if (order?.status === 'pending' && application.state === 'accepted') {
        return succeed({ orderId: order.id });
      }
    }
    const terms = await readWaitlistDepositTerms(tx, application.listingId);
    const due = terms && dueDeposit(terms);
    if (application.state !== 'accepted' || application.pickState !== null || !due) {
      return refuse('waitlistDepositNotDue');
    }
    const now = ctx.now();
    const [order] = await tx
      .insert(orders)
      .values({
        userId: viewer.id,
        type: 'waitlist_deposit',
        ...due,
        method: 'card',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    await tx
      .update(waitlistApplications)
      .set({ depositOrderId: order!.id, updatedAt: now })
      .where(eq(waitlistApplications.id, application.id));
    return succeed({ orderId: order!.id });
  });
}

/** The buyer, breeder and litter of a waitlist deposit's order, as its e-mails need them. */
export async function waitlistDepositParties(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      application: waitlistApplications,
      title: listings.title,
      breederId: kennels.ownerId,
      amount: orders.amount,
      currency: orders.currency,
    })
    .from(waitlistApplications)
    .innerJoin(orders, eq(orders.id, waitlistApplications.depositOrderId))
    .innerJoin(listings, eq(listings.id, waitlistApplications.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(waitlistApplications.depositOrderId, orderId));
  if (!row) return null;
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [row.application.buyerId, row.breederId]));
  const person = (id: string) => {
    const found = people.find((p) => p.id === id)!;
    return { ...found, locale: accountLocale(found.locale) };
  };
  const amount = (locale: string) =>
    formatMoney(row.amount, row.currency, LOCALE_TAGS[accountLocale(locale)]);
  return {
    ...row,
    buyer: person(row.application.buyerId),
    breeder: person(row.breederId),
    amount,
  };
}

/**
 * Gives back, in full, the paid waitlist deposits of a litter's applications that `where`
 * selects (the breeder cannot offer them a puppy: the litter was closed unborn, or no puppy was
 * left at their turn). A deposit already carried over to a puppy's reservation stays with it.
 */
export async function refundWaitlistDeposits(
  tx: Executor,
  input: { listingId: string; applicationIds?: string[] },
): Promise<number> {
  const rows = await tx
    .select({ paymentId: orders.paidPaymentId })
    .from(waitlistApplications)
    .innerJoin(orders, eq(orders.id, waitlistApplications.depositOrderId))
    .where(
      and(
        eq(waitlistApplications.listingId, input.listingId),
        input.applicationIds ? inArray(waitlistApplications.id, input.applicationIds) : undefined,
        eq(orders.status, 'paid'),
        isNotNull(orders.paidPaymentId),
      ),
    );
  const due = rows.filter((row) => row.paymentId !== null);
  for (const { paymentId } of due) {
    await enqueueJob(tx, 'refund', { paymentId: paymentId! });
  }
  return due.length;
}

/** Tells both sides that a waitlist deposit was paid (inside the payment's transaction). */
export async function tellOfWaitlistDeposit(db: Executor, orderId: string) {
  const parties = await waitlistDepositParties(db, orderId);
  if (!parties) return;
  await enqueueEmailTo(
    db,
    'waitlistDepositPaid',
    parties.buyer,
    { route: '/profile/waitlists' },
    {
      name: parties.buyer.name,
      title: parties.title,
      place: String(parties.application.place ?? ''),
      amount: parties.amount(parties.buyer.locale),
    },
    { uniqueKey: `waitlistDepositPaid:${orderId}` },
  );
  await enqueueEmailTo(
    db,
    'waitlistDepositReceived',
    parties.breeder,
    { route: '/my-listings/waitlist/[id]', params: { id: parties.application.listingId } },
    {
      name: parties.breeder.name,
      title: parties.title,
      place: String(parties.application.place ?? ''),
      amount: parties.amount(parties.breeder.locale),
    },
    { uniqueKey: `waitlistDepositReceived:${orderId}` },
  );
}
