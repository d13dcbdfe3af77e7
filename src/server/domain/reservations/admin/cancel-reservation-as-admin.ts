import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../../context';
import { orders, reservations } from '../../../db/schema';
import { recordAdminAction } from '../../admin/audit-log';
import { requireRole } from '../../auth/require-role';
import { MONEY_ROLES } from '../../bank-transfers/mark-bank-transfer-received';
import { ORDER_MACHINE } from '../../payments/order-states';
import { refundOrder, type RefundRefusal } from '../../refunds/refund-order';
import { refuse, succeed, type Result } from '../../result';
import { releaseListing } from '../deposit-order-handler';
import { RESERVATION_MACHINE, type ReservationStatus } from '../reservation-states';
import { parseAdminDecision, type AdminDecisionInput } from './admin-decision-input';
import { mailAdminReservationDecision } from './admin-reservation-mail';
import {
  depositRefundRefusal,
  lockReservationForAdmin,
  type DepositRefundRefusal,
} from './lock-reservation-for-admin';

export interface CancelReservationAsAdminInput extends AdminDecisionInput {
  /** Whose fault: the breeder's refunds the whole deposit; the buyer's follows the policy. */
  fault: 'buyer' | 'breeder';
  /** For the buyer's fault: what the breeder's refund policy gives back, in minor units. */
  refundAmount: number;
}

type Refusal = 'reservationTransitionRefused' | DepositRefundRefusal;
type Outcome = Result<
  { status: ReservationStatus; refunded: number; refundRefusal: RefundRefusal | null },
  Refusal
>;

/**
 * An admin (ADMIN, ADMINM) cancels a live reservation with a reason: at the breeder's fault the
 * whole deposit goes back (docs/decisions.md), at the buyer's the amount the breeder's stated
 * policy gives. The dog is for sale again, both sides are e-mailed, the audit log records it;
 * then the refund is made through the order's refund (card provider or recorded payout).
 */
export async function cancelReservationAsAdmin(
  ctx: RequestContext,
  input: CancelReservationAsAdminInput,
): Promise<Outcome> {
  const admin = requireRole(ctx, MONEY_ROLES, 'cancel a reservation');
  const parsed = parseAdminDecision(
    input,
    input.fault === 'breeder' ? 0 : input.refundAmount,
    ctx.now().toISOString().slice(0, 10),
  );
  const event = input.fault === 'breeder' ? 'cancelByBreeder' : 'cancelByBuyer';
  const decided = await ctx.db.transaction(async (tx) => {
    const locked = await lockReservationForAdmin(tx, parsed.reservationId);
    const { reservation, order } = locked;
    if (!RESERVATION_MACHINE.can(reservation.status, event, 'admin')) {
      return refuse('reservationTransitionRefused' as const);
    }
    const amount = input.fault === 'breeder' ? locked.refundable : parsed.amount;
    const refusal = depositRefundRefusal(locked, amount, Boolean(input.payout));
    if (refusal) return refuse(refusal);
    const status = RESERVATION_MACHINE.transition(reservation.status, event, 'admin');
    const now = ctx.now();
    await tx
      .update(reservations)
      .set({ status, expiresAt: null, updatedAt: now })
      .where(eq(reservations.id, reservation.id));
    if (order && ORDER_MACHINE.can(order.status, 'cancel', 'admin')) {
      await tx
        .update(orders)
        .set({ status: ORDER_MACHINE.transition(order.status, 'cancel', 'admin'), updatedAt: now })
        .where(eq(orders.id, order.id));
    }
    await releaseListing({ ...ctx, db: tx }, reservation.listingId, 'system');
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'reservation.cancel',
        targetType: 'reservation',
        targetId: reservation.id,
        reason: parsed.reason,
        before: { status: reservation.status },
        after: { status, fault: input.fault, refund: { amount, currency: reservation.currency } },
      },
      now,
    );
    await mailAdminReservationDecision(tx, {
      kind: 'reservationCancelledByAdmin',
      reservationId: reservation.id,
      refund: amount,
      refundable: locked.refundable,
      reason: parsed.reason,
    });
    return succeed({ status, amount, orderId: order?.id ?? null });
  });
  if (!decided.ok) return decided;
  const refundRefusal = await refundDeposit(ctx, decided.orderId, decided.amount, input, parsed);
  return succeed({
    status: decided.status,
    refunded: refundRefusal ? 0 : decided.amount,
    refundRefusal,
  });
}

/**
 * Refunds a decided amount of the deposit after the decision is committed (the card provider is
 * never asked inside a transaction); answers the refund's refusal, if any.
 */
export async function refundDeposit(
  ctx: RequestContext,
  orderId: string | null,
  amount: number,
  input: AdminDecisionInput,
  parsed: { reason: string },
): Promise<RefundRefusal | null> {
  if (!orderId || amount === 0) return null;
  const refund = await refundOrder(ctx, {
    orderId,
    amount,
    reason: parsed.reason,
    idempotencyKey: input.idempotencyKey,
    ...(input.payout ? { payout: input.payout } : {}),
  });
  return refund.ok ? null : refund.code;
}
