import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../../context';
import { complaints, reservations } from '../../../db/schema';
import { recordAdminAction } from '../../admin/audit-log';
import { requireRole } from '../../auth/require-role';
import { MONEY_ROLES } from '../../bank-transfers/mark-bank-transfer-received';
import { COMPLAINT_MACHINE, OPEN_COMPLAINT_STATUSES } from '../../complaints/complaint-states';
import type { RefundRefusal } from '../../refunds/refund-order';
import { ValidationError } from '../../errors';
import { refuse, succeed, type Result } from '../../result';
import { releaseListing } from '../deposit-order-handler';
import { RESERVATION_MACHINE } from '../reservation-states';
import { parseAdminDecision, type AdminDecisionInput } from './admin-decision-input';
import { mailAdminReservationDecision } from './admin-reservation-mail';
import { refundDeposit } from './cancel-reservation-as-admin';
import {
  depositRefundRefusal,
  lockReservationForAdmin,
  type DepositRefundRefusal,
} from './lock-reservation-for-admin';

export const DISPUTE_OUTCOMES = ['whole', 'part', 'none'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export interface SettleReservationDisputeInput extends AdminDecisionInput {
  outcome: DisputeOutcome;
  /** For `part`: the amount refunded, in minor units (more than zero, at most what is left). */
  amount?: number;
}

type Outcome = Result<
  {
    refunded: number;
    complaintStatus: 'resolved' | 'rejected';
    refundRefusal: RefundRefusal | null;
  },
  'noOpenComplaint' | DepositRefundRefusal
>;

/**
 * An admin (ADMIN, ADMINM) settles the dispute over a reservation with an open complaint: the
 * deposit is refunded whole, in part or not at all, with a reason. The complaint closes through
 * its state table (resolved when money goes back, rejected when none does); a live reservation
 * refunded in the buyer's favour ends at the breeder's fault and the dog is free again. Both
 * sides are e-mailed in their language; the audit log records it; then the refund is made.
 */
export async function settleReservationDispute(
  ctx: RequestContext,
  input: SettleReservationDisputeInput,
): Promise<Outcome> {
  const admin = requireRole(ctx, MONEY_ROLES, 'settle a dispute');
  const requested = input.outcome === 'part' ? (input.amount ?? Number.NaN) : 0;
  const parsed = parseAdminDecision(input, requested, ctx.now().toISOString().slice(0, 10));
  if (input.outcome === 'part' && parsed.amount === 0) {
    throw new ValidationError({ amount: 'refundAmountInvalid' });
  }
  const decided = await ctx.db.transaction(async (tx) => {
    const locked = await lockReservationForAdmin(tx, parsed.reservationId);
    const { reservation, order } = locked;
    const [complaint] = await tx
      .select()
      .from(complaints)
      .where(
        and(
          eq(complaints.reservationId, reservation.id),
          inArray(complaints.status, OPEN_COMPLAINT_STATUSES),
        ),
      )
      .for('update');
    if (!complaint) return refuse('noOpenComplaint' as const);
    const amount = input.outcome === 'whole' ? locked.refundable : parsed.amount;
    const refusal =
      input.outcome === 'whole' && amount === 0
        ? ('notRefundable' as const)
        : depositRefundRefusal(locked, amount, Boolean(input.payout));
    if (refusal) return refuse(refusal);
    const now = ctx.now();
    const reviewing =
      complaint.status === 'open'
        ? COMPLAINT_MACHINE.transition(complaint.status, 'startReview', 'admin')
        : complaint.status;
    const complaintStatus = COMPLAINT_MACHINE.transition(
      reviewing,
      amount > 0 ? 'resolve' : 'reject',
      'admin',
    ) as 'resolved' | 'rejected';
    await tx
      .update(complaints)
      .set({ status: complaintStatus, resolution: parsed.reason, updatedAt: now })
      .where(eq(complaints.id, complaint.id));
    let status = reservation.status;
    if (amount > 0 && RESERVATION_MACHINE.can(status, 'cancelByBreeder', 'admin')) {
      status = RESERVATION_MACHINE.transition(status, 'cancelByBreeder', 'admin');
      await tx
        .update(reservations)
        .set({ status, expiresAt: null, updatedAt: now })
        .where(eq(reservations.id, reservation.id));
      await releaseListing({ ...ctx, db: tx }, reservation.listingId, 'system');
    }
    const refund = { amount, currency: reservation.currency };
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'reservation.settleDispute',
        targetType: 'reservation',
        targetId: reservation.id,
        reason: parsed.reason,
        before: { status: reservation.status, complaint: complaint.status },
        after: { status, complaint: complaintStatus, outcome: input.outcome, refund },
      },
      now,
    );
    await recordAdminAction(
      tx,
      admin,
      {
        action: `complaint.${complaintStatus}`,
        targetType: 'complaint',
        targetId: complaint.id,
        reason: parsed.reason,
        before: { status: complaint.status },
        after: { status: complaintStatus, refund },
      },
      now,
    );
    await mailAdminReservationDecision(tx, {
      kind: 'disputeSettled',
      reservationId: reservation.id,
      refund: amount,
      refundable: locked.refundable,
      reason: parsed.reason,
    });
    return succeed({ amount, complaintStatus, orderId: order?.id ?? null });
  });
  if (!decided.ok) return decided;
  const refundRefusal = await refundDeposit(ctx, decided.orderId, decided.amount, input, parsed);
  return succeed({
    refunded: refundRefusal ? 0 : decided.amount,
    complaintStatus: decided.complaintStatus,
    refundRefusal,
  });
}
