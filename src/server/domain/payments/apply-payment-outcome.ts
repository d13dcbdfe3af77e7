import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { ProviderOutcome } from '../../integrations/payments/provider';
import { enqueueJob } from '../jobs/enqueue-job';
import type { Actor } from '../state-machine';
import { orderHandlerFor } from './order-handlers';
import { MAX_FAILED_ATTEMPTS, ORDER_MACHINE } from './order-states';
import { PAYMENT_MACHINE, type PaymentEvent } from './payment-states';

type Outcome = Exclude<ProviderOutcome, { status: 'pending' }>;

const EVENT_OF: Record<Outcome['status'], PaymentEvent> = {
  processing: 'process',
  succeeded: 'succeed',
  failed: 'fail',
  refunded: 'refund',
};

/**
 * Applies a provider's outcome to a payment and its order inside the caller's transaction,
 * with both rows locked: repeated, late or out-of-order outcomes change nothing, so the webhook,
 * the browser's return and reconciliation may race. An order is paid by its first successful
 * attempt only; another attempt's success, or money for an order no longer payable, is sent
 * back and recorded on that attempt. A refused card leaves the order payable until its
 * MAX_FAILED_ATTEMPTS-th refusal. `actor` is the provider, or an admin who saw a bank transfer
 * arrive. Returns whether anything changed.
 */
export async function applyPaymentOutcome(
  ctx: RequestContext,
  tx: Executor,
  paymentId: string,
  outcome: Outcome,
  actor: Actor = 'provider',
): Promise<boolean> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!payment) return false;
  const event = EVENT_OF[outcome.status];
  if (!PAYMENT_MACHINE.can(payment.status, event, actor)) return false;
  const now = ctx.now();
  await tx
    .update(payments)
    .set({
      status: PAYMENT_MACHINE.transition(payment.status, event, actor),
      failureCode: outcome.status === 'failed' ? outcome.failureCode : payment.failureCode,
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId));
  if (event === 'process') return true;

  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update');
  if (!order) return true;
  const handler = orderHandlerFor(order.type);
  const txCtx = { ...ctx, db: tx };

  if (event === 'succeed') {
    if (!ORDER_MACHINE.can(order.status, 'pay', actor)) {
      await tx
        .update(payments)
        .set({ refundReason: order.paidPaymentId ? 'duplicate' : 'late' })
        .where(eq(payments.id, paymentId));
      await enqueueJob(tx, 'refund', { paymentId });
      return true;
    }
    const [paid] = await tx
      .update(orders)
      .set({
        status: ORDER_MACHINE.transition(order.status, 'pay', actor),
        paidPaymentId: payment.id,
        paidAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await handler.onPaid?.(txCtx, paid!);
  } else if (event === 'fail') {
    if (!ORDER_MACHINE.can(order.status, 'fail', 'provider')) return true;
    const [refused] = await tx
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'failed')));
    if ((refused?.n ?? 0) < MAX_FAILED_ATTEMPTS) return true;
    await tx
      .update(orders)
      .set({ status: ORDER_MACHINE.transition(order.status, 'fail', 'provider'), updatedAt: now })
      .where(eq(orders.id, order.id));
    await handler.onFailed?.(txCtx, order);
  } else {
    // Only the paying attempt's refund refunds the order; a duplicate's leaves it paid.
    if (order.paidPaymentId !== payment.id) return true;
    if (!ORDER_MACHINE.can(order.status, 'refund', 'provider')) return true;
    await tx
      .update(orders)
      .set({ status: ORDER_MACHINE.transition(order.status, 'refund', 'provider'), updatedAt: now })
      .where(eq(orders.id, order.id));
    await handler.onRefunded?.(txCtx, order);
  }
  return true;
}
