import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { orders, reservations } from '../../db/schema';
import { recordAdminAction } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { MONEY_ROLES } from '../bank-transfers/mark-bank-transfer-received';
import { NotFoundError, ValidationError } from '../errors';
import { isUuid } from '../ids';
import { ORDER_MACHINE } from '../payments/order-states';
import { releaseListing } from '../reservations/deposit-order-handler';
import { RESERVATION_MACHINE } from '../reservations/reservation-states';
import { refuse, succeed, type Result } from '../result';

const reasonSchema = z.string().trim().min(3).max(500);

/**
 * An admin cancels an order nobody has paid yet (a bank transfer that will not come, a mistaken
 * checkout): the order is cancelled through its machine, an unpaid reservation behind it ends
 * and its dog is on sale again, and the audit log keeps the reason.
 */
export async function cancelOrder(
  ctx: RequestContext,
  input: { orderId: string; reason: string },
): Promise<Result<{ orderId: string }, 'notCancellable'>> {
  const viewer = requireRole(ctx, MONEY_ROLES, 'cancel an order');
  if (!isUuid(input.orderId)) throw new NotFoundError('Order');
  const reason = reasonSchema.safeParse(input.reason);
  if (!reason.success) throw new ValidationError({ reason: 'reasonRequired' });
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!order) throw new NotFoundError('Order');
    if (!ORDER_MACHINE.can(order.status, 'cancel', 'admin')) return refuse('notCancellable');
    const now = ctx.now();
    const status = ORDER_MACHINE.transition(order.status, 'cancel', 'admin');
    await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id));
    if (order.reservationId) {
      const [reservation] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, order.reservationId))
        .for('update');
      if (reservation && RESERVATION_MACHINE.can(reservation.status, 'expire', 'admin')) {
        await tx
          .update(reservations)
          .set({
            status: RESERVATION_MACHINE.transition(reservation.status, 'expire', 'admin'),
            updatedAt: now,
          })
          .where(eq(reservations.id, reservation.id));
        await releaseListing({ ...ctx, db: tx }, reservation.listingId, 'system');
      }
    }
    await recordAdminAction(
      tx,
      viewer,
      {
        action: 'order.cancel',
        targetType: 'order',
        targetId: order.id,
        reason: reason.data,
        before: { status: order.status },
        after: { status },
      },
      now,
    );
    return succeed({ orderId: order.id });
  });
}
