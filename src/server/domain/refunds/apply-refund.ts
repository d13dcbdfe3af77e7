import { and, eq, inArray, sum } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { orders, payments, refunds, subscriptions } from '../../db/schema';
import { issueCreditNote } from '../invoices/issue-credit-note';
import { isPaidService } from '../paid-services/catalogue';
import { addMonths } from '../paid-services/plan-period';
import { syncKennelProfile } from '../paid-services/sync-kennel-profile';
import { orderHandlerFor, type Order } from '../payments/order-handlers';
import { ORDER_MACHINE } from '../payments/order-states';
import { PAYMENT_MACHINE } from '../payments/payment-states';
import { COUNTED_REFUND_STATUSES, REFUND_MACHINE } from './refund-states';

type Refund = typeof refunds.$inferSelect;

/** What an order's refunds hold now (pending and succeeded), in its minor units. */
export async function refundedAmount(tx: Executor, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, COUNTED_REFUND_STATUSES)));
  return row?.total ?? 0;
}

/**
 * Completes a pending refund of a locked, paid order inside the caller's transaction: the refund
 * succeeds, the invoice gets its credit note for the amount, a service plan is shortened in
 * proportion to what is left paid, and when the refunds reach the whole amount the order (and
 * its paying attempt) becomes refunded and its type's handler runs (ends the plan, tells the
 * buyer of a deposit).
 */
export async function applyRefund(
  ctx: RequestContext,
  tx: Executor,
  order: Order,
  refund: Refund,
  providerRef: string | null,
): Promise<{ orderRefunded: boolean }> {
  const now = ctx.now();
  await tx
    .update(refunds)
    .set({
      status: REFUND_MACHINE.transition(refund.status, 'succeed', 'admin'),
      providerRef,
      updatedAt: now,
    })
    .where(eq(refunds.id, refund.id));
  const txCtx = { ...ctx, db: tx };
  const credited = await issueCreditNote(txCtx, { orderId: order.id, amount: refund.amount });
  if (!credited.ok && credited.code !== 'invoiceMissing') {
    throw new Error(`credit note for order ${order.id} refused: ${credited.code}`);
  }
  const refunded = await refundedAmount(tx, order.id);
  if (refunded < order.amount) {
    if (isPaidService(order.type)) await shortenPlan(txCtx, order, refunded);
    return { orderRefunded: false };
  }
  await tx
    .update(orders)
    .set({ status: ORDER_MACHINE.transition(order.status, 'refund', 'admin'), updatedAt: now })
    .where(eq(orders.id, order.id));
  if (order.paidPaymentId) {
    const [payment] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, order.paidPaymentId));
    if (payment && PAYMENT_MACHINE.can(payment.status, 'refund', 'admin')) {
      await tx
        .update(payments)
        .set({
          status: PAYMENT_MACHINE.transition(payment.status, 'refund', 'admin'),
          refundRef: providerRef,
          updatedAt: now,
        })
        .where(eq(payments.id, order.paidPaymentId));
    }
  }
  await orderHandlerFor(order.type).onRefunded?.(txCtx, order);
  return { orderRefunded: true };
}

/** A part refunded takes the same part of the plan's length off the end of its period. */
async function shortenPlan(ctx: RequestContext, order: Order, refunded: number) {
  const [period] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.orderId, order.id), eq(subscriptions.status, 'active')))
    .for('update');
  if (!period || !order.planMonths) return;
  const start = period.startsAt.getTime();
  const full = addMonths(period.startsAt, order.planMonths).getTime() - start;
  const kept = Math.floor((full * (order.amount - refunded)) / order.amount);
  await ctx.db
    .update(subscriptions)
    .set({ endsAt: new Date(start + kept) })
    .where(eq(subscriptions.id, period.id));
  await syncKennelProfile(ctx.db, order.userId, ctx.now());
}
