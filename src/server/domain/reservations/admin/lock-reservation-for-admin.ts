import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders, payments, reservations } from '../../../db/schema';
import { BANK_TRANSFER_PROVIDER } from '../../bank-transfers/pay-bank-order';
import { NotFoundError } from '../../errors';
import { refundedAmount } from '../../refunds/apply-refund';

/**
 * A reservation locked for an admin's decision, with its deposit order (order first, as
 * payments lock), how much of the deposit is left to refund and whether it came by bank.
 */
export async function lockReservationForAdmin(tx: Executor, reservationId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.reservationId, reservationId))
    .for('update');
  const [reservation] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update');
  if (!reservation) throw new NotFoundError('Reservation');
  const isPaid = order?.status === 'paid';
  const refundable = isPaid ? order.amount - (await refundedAmount(tx, order.id)) : 0;
  const [payment] =
    isPaid && order.paidPaymentId
      ? await tx
          .select({ provider: payments.provider })
          .from(payments)
          .where(eq(payments.id, order.paidPaymentId))
      : [];
  return {
    reservation,
    order: order ?? null,
    refundable,
    isBankPayout: payment?.provider === BANK_TRANSFER_PROVIDER,
  };
}

export type LockedReservation = Awaited<ReturnType<typeof lockReservationForAdmin>>;

export type DepositRefundRefusal = 'refundTooLarge' | 'payoutRequired' | 'notRefundable';

/**
 * Why a deposit refund of `amount` cannot be made, checked before anything changes: more than
 * is left, nothing paid, or a bank transfer whose payout the admin has not described.
 */
export function depositRefundRefusal(
  locked: LockedReservation,
  amount: number,
  hasPayout: boolean,
): DepositRefundRefusal | null {
  if (amount === 0) return null;
  if (locked.refundable === 0) return 'notRefundable';
  if (amount > locked.refundable) return 'refundTooLarge';
  if (locked.isBankPayout && !hasPayout) return 'payoutRequired';
  return null;
}
