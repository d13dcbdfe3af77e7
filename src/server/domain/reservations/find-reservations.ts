import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { kennels, listings, orders, photos, reservations, reviews, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import { RESERVATION_MACHINE, type ReservationStatus } from './reservation-states';

/** One reservation as a buyer or a breeder sees it, with what each of them may do next. */
export interface ReservationView {
  id: string;
  status: ReservationStatus;
  depositAmount: number;
  currency: string;
  expiresAt: Date | null;
  createdAt: Date;
  breederCompletedAt: Date | null;
  buyerConfirmedAt: Date | null;
  orderId: string | null;
  orderStatus: string | null;
  listing: { id: string; kind: string; slug: string; title: string; cover: PhotoSources | null };
  kennel: { slug: string; name: string };
  /** The other party's name (the breeder sees the buyer; the buyer sees the kennel). */
  buyerName: string;
  /**
   * The other party's contact details once the deposit is paid (the breeder sees the buyer's,
   * the buyer the kennel's); null before, so neither can be reached off the site too early.
   */
  contact: { name: string; email: string; phone: string | null } | null;
  hasReview: boolean;
}

/** Reservations whose parties see each other's contact details. */
const CONTACT_STATUSES: readonly ReservationStatus[] = ['deposited', 'completed'];
const owners = alias(users, 'owners');

const BUYER_TABS = {
  reserved: [
    'awaiting_payment',
    'deposited',
    'expired',
    'cancelled_by_buyer',
    'cancelled_by_breeder',
  ],
  purchased: ['completed'],
} as const satisfies Record<string, readonly ReservationStatus[]>;

async function select(
  ctx: RequestContext,
  where: ReturnType<typeof and>,
  isBreeder: boolean,
): Promise<ReservationView[]> {
  const rows = await ctx.db
    .select({
      reservation: reservations,
      orderId: orders.id,
      orderStatus: orders.status,
      listing: { id: listings.id, kind: listings.kind, slug: listings.slug, title: listings.title },
      kennel: { slug: kennels.slug, name: kennels.name },
      buyerName: users.name,
      buyer: { email: users.email, phone: users.phone },
      kennelContact: { email: kennels.email, phone: kennels.phone },
      owner: { email: owners.email, phone: owners.phone },
      reviewId: reviews.id,
      coverVariants: photos.variants,
      coverWidth: photos.width,
      coverHeight: photos.height,
    })
    .from(reservations)
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .innerJoin(users, eq(users.id, reservations.buyerId))
    .innerJoin(owners, eq(owners.id, kennels.ownerId))
    .leftJoin(orders, eq(orders.reservationId, reservations.id))
    .leftJoin(reviews, eq(reviews.reservationId, reservations.id))
    .leftJoin(photos, eq(photos.id, listings.coverPhotoId))
    .where(where)
    .orderBy(desc(reservations.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.reservation.id,
    status: row.reservation.status,
    depositAmount: row.reservation.depositAmount,
    currency: row.reservation.currency,
    expiresAt: row.reservation.expiresAt,
    createdAt: row.reservation.createdAt,
    breederCompletedAt: row.reservation.breederCompletedAt,
    buyerConfirmedAt: row.reservation.buyerConfirmedAt,
    orderId: row.orderId,
    orderStatus: row.orderStatus,
    listing: {
      ...row.listing,
      cover: row.coverVariants
        ? photoSources(row.coverVariants, row.coverWidth!, row.coverHeight!)
        : null,
    },
    kennel: row.kennel,
    buyerName: row.buyerName,
    contact: !CONTACT_STATUSES.includes(row.reservation.status)
      ? null
      : isBreeder
        ? { name: row.buyerName, email: row.buyer.email, phone: row.buyer.phone }
        : {
            name: row.kennel.name,
            email: row.kennelContact.email ?? row.owner.email,
            phone: row.kennelContact.phone ?? row.owner.phone,
          },
    hasReview: row.reviewId !== null,
  }));
}

/** The viewer's reservations as a buyer: live and ended ones, or the completed purchases. */
export function findBuyerReservations(
  ctx: RequestContext,
  input: { tab: keyof typeof BUYER_TABS },
): Promise<ReservationView[]> {
  const viewer = requireViewer(ctx);
  return select(
    ctx,
    and(
      eq(reservations.buyerId, viewer.id),
      inArray(reservations.status, [...BUYER_TABS[input.tab]]),
    ),
    false,
  );
}

/**
 * The live reservations of the viewer's kennel (unpaid and deposited); the buyer's contact
 * details are shown once the deposit is paid, so the breeder can arrange the hand-over.
 */
export function findKennelReservations(ctx: RequestContext): Promise<ReservationView[]> {
  const viewer = requireViewer(ctx);
  return select(
    ctx,
    and(
      eq(kennels.ownerId, viewer.id),
      inArray(reservations.status, ['awaiting_payment', 'deposited']),
    ),
    true,
  );
}

/** What the buyer may do with a reservation now. */
export function buyerActions(view: ReservationView) {
  return {
    canPay: view.status === 'awaiting_payment' && view.orderStatus === 'pending',
    canCancel: RESERVATION_MACHINE.can(view.status, 'cancelByBuyer', 'buyer'),
    canConfirm: view.status === 'deposited' && view.breederCompletedAt !== null,
    canReview: view.status === 'completed' && !view.hasReview,
    canComplain: ['deposited', 'completed', 'cancelled_by_buyer', 'cancelled_by_breeder'].includes(
      view.status,
    ),
  };
}

/** What the breeder may do with a reservation now. */
export function breederActions(view: ReservationView) {
  return {
    canCancel: RESERVATION_MACHINE.can(view.status, 'cancelByBreeder', 'breeder'),
    canMarkCompleted: view.status === 'deposited' && view.breederCompletedAt === null,
  };
}
