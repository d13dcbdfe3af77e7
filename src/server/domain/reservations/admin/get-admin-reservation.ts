import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../../context';
import {
  complaints,
  kennels,
  listings,
  orders,
  payments,
  refunds,
  reservations,
  users,
} from '../../../db/schema';
import { listAdminActions } from '../../admin/audit-log';
import { requireRole } from '../../auth/require-role';
import { BANK_TRANSFER_PROVIDER } from '../../bank-transfers/pay-bank-order';
import { MONEY_ROLES } from '../../bank-transfers/mark-bank-transfer-received';
import { OPEN_COMPLAINT_STATUSES } from '../../complaints/complaint-states';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../ids';
import { COUNTED_REFUND_STATUSES } from '../../refunds/refund-states';
import { RESERVATION_MACHINE } from '../reservation-states';
import { reservationTimeline } from './reservation-timeline';

const breeders = alias(users, 'breeders');
const person = (table: typeof users | typeof breeders) => ({
  id: table.id,
  name: table.name,
  email: table.email,
});

/**
 * A reservation as the money roles see it: dog, buyer, breeder, deposit, the breeder's refund
 * policy, its timeline and audit trail, and what may still be done (cancel, settle a dispute,
 * how much is left to refund and how).
 */
export async function getAdminReservationOrThrow(
  ctx: RequestContext,
  input: { reservationId: string },
) {
  requireRole(ctx, MONEY_ROLES, 'read a reservation');
  if (!isUuid(input.reservationId)) throw new NotFoundError('Reservation');
  const [row] = await ctx.db
    .select({
      reservation: reservations,
      dog: { id: listings.id, title: listings.title, refundPolicy: listings.refundPolicy },
      kennel: kennels.name,
      buyer: person(users),
      breeder: person(breeders),
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.buyerId))
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .innerJoin(breeders, eq(breeders.id, kennels.ownerId))
    .where(eq(reservations.id, input.reservationId));
  if (!row) throw new NotFoundError('Reservation');
  const { reservation } = row;
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.reservationId, reservation.id));
  const orderIds = order ? [order.id] : [];
  const [attempts, given, filed, trail] = await Promise.all([
    ctx.db.select().from(payments).where(inArray(payments.orderId, orderIds)),
    ctx.db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds))
      .orderBy(asc(refunds.createdAt)),
    ctx.db.select().from(complaints).where(eq(complaints.reservationId, reservation.id)),
    listAdminActions(ctx, { targetType: 'reservation', targetId: reservation.id }),
  ]);
  const held = given
    .filter((refund) => COUNTED_REFUND_STATUSES.includes(refund.status))
    .reduce((total, refund) => total + refund.amount, 0);
  const paying = attempts.find((attempt) => attempt.id === order?.paidPaymentId);
  return {
    ...row,
    order: order ?? null,
    refunds: given,
    auditTrail: trail,
    timeline: reservationTimeline({
      reservation,
      order: order ?? null,
      payments: attempts,
      refunds: given,
      complaints: filed,
      auditTrail: trail,
    }),
    openComplaint: filed.find((c) => OPEN_COMPLAINT_STATUSES.includes(c.status)) ?? null,
    refundable: order?.status === 'paid' ? order.amount - held : 0,
    isBankPayout: paying?.provider === BANK_TRANSFER_PROVIDER,
    isCancellable: RESERVATION_MACHINE.can(reservation.status, 'cancelByBuyer', 'admin'),
  };
}

export type AdminReservation = Awaited<ReturnType<typeof getAdminReservationOrThrow>>;
