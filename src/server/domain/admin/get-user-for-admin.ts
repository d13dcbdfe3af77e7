import { desc, eq, or } from 'drizzle-orm';
import {
  complaints,
  kennels,
  kennelSellers,
  listings,
  orders,
  reservations,
  reviews,
  users,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { listAdminActions } from './audit-log';
import { userState } from './list-users';

const RECENT = 50;

/**
 * Everything an admin needs on one account's page (ADMIN, ADMINV): the account, its kennel
 * with what it submitted for verification and how it sells (a trader's traceability details,
 * whether an identity document is on file and where the register check stands), its latest listings, orders, reservations (as buyer),
 * reviews written and received, complaints filed and received, and the audit trail of the
 * account and its kennel. Null when there is no such account.
 */
export async function getUserForAdmin(ctx: RequestContext, input: { userId: string }) {
  requireRole(ctx, ['ADMINV'], 'read accounts');
  if (typeof input.userId !== 'string' || input.userId.length > 200) return null;
  const [account] = await ctx.db.select().from(users).where(eq(users.id, input.userId));
  if (!account) return null;
  const [kennel] = await ctx.db.select().from(kennels).where(eq(kennels.ownerId, account.id));
  const kennelId = kennel?.id ?? '00000000-0000-0000-0000-000000000000';
  const [seller] = await ctx.db
    .select()
    .from(kennelSellers)
    .where(eq(kennelSellers.kennelId, kennelId));
  const [ownListings, ownOrders, ownReservations, ownReviews, ownComplaints, trail, kennelTrail] =
    await Promise.all([
      ctx.db
        .select({
          id: listings.id,
          title: listings.title,
          kind: listings.kind,
          status: listings.status,
          createdAt: listings.createdAt,
        })
        .from(listings)
        .where(eq(listings.kennelId, kennelId))
        .orderBy(desc(listings.createdAt))
        .limit(RECENT),
      ctx.db
        .select({
          id: orders.id,
          type: orders.type,
          status: orders.status,
          amount: orders.amount,
          currency: orders.currency,
          method: orders.method,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, account.id))
        .orderBy(desc(orders.createdAt))
        .limit(RECENT),
      ctx.db
        .select({
          id: reservations.id,
          status: reservations.status,
          dog: listings.title,
          depositAmount: reservations.depositAmount,
          currency: reservations.currency,
          createdAt: reservations.createdAt,
        })
        .from(reservations)
        .innerJoin(listings, eq(listings.id, reservations.listingId))
        .where(eq(reservations.buyerId, account.id))
        .orderBy(desc(reservations.createdAt))
        .limit(RECENT),
      ctx.db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          body: reviews.body,
          status: reviews.status,
          kennel: kennels.name,
          authorId: reviews.authorId,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(kennels, eq(kennels.id, reviews.kennelId))
        .where(or(eq(reviews.authorId, account.id), eq(reviews.kennelId, kennelId)))
        .orderBy(desc(reviews.createdAt))
        .limit(RECENT),
      ctx.db
        .select({
          id: complaints.id,
          status: complaints.status,
          category: complaints.category,
          dog: listings.title,
          authorId: complaints.authorId,
          createdAt: complaints.createdAt,
        })
        .from(complaints)
        .innerJoin(reservations, eq(reservations.id, complaints.reservationId))
        .innerJoin(listings, eq(listings.id, reservations.listingId))
        .where(or(eq(complaints.authorId, account.id), eq(listings.kennelId, kennelId)))
        .orderBy(desc(complaints.createdAt))
        .limit(RECENT),
      listAdminActions(ctx, { targetType: 'user', targetId: account.id }),
      kennel ? listAdminActions(ctx, { targetType: 'kennel', targetId: kennel.id }) : [],
    ]);
  return {
    account: { ...account, state: userState(account) },
    kennel: kennel ?? null,
    seller: seller
      ? {
          status: seller.status,
          legalName: seller.legalName,
          email: seller.email,
          registerCountry: seller.registerCountry,
          registerNumber: seller.registerNumber,
          hasIdDocument: seller.idDocumentKey !== null,
          selfCertifiedAt: seller.selfCertifiedAt,
          checkStatus: seller.checkStatus,
          checkedAt: seller.checkedAt,
        }
      : null,
    listings: ownListings,
    orders: ownOrders,
    reservations: ownReservations,
    reviews: ownReviews,
    complaints: ownComplaints,
    auditTrail: [...trail, ...kennelTrail].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    ),
  };
}

export type AdminUserDetail = NonNullable<Awaited<ReturnType<typeof getUserForAdmin>>>;
