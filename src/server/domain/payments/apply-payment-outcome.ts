import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import type { ProviderOutcome } from '../../integrations/payments/provider';
import { enqueueJob } from '../jobs/enqueue-job';
import { ORDER_HANDLERS } from './order-handlers';
import { canTransitionOrder, transitionOrder } from './order-states';
import { canTransitionPayment, transitionPayment, type PaymentEvent } from './payment-states';

type Outcome = Exclude<ProviderOutcome, { status: 'pending' }>;

const EVENT_OF: Record<Outcome['status'], PaymentEvent> = {
  succeeded: 'succeed',
  failed: 'fail',
  refunded: 'refund',
};

/**
 * Applies a provider's outcome to a payment and its order inside the caller's transaction,
 * with both rows locked: repeated, late or out-of-order outcomes change nothing, so the webhook
 * and the browser's return may race. Money that arrives for an order no longer payable (its
 * reservation expired meanwhile) is sent back. Returns whether anything changed.
 */
export async function applyPaymentOutcome(
  ctx: RequestContext,
  tx: Executor,
  paymentId: string,
  outcome: Outcome,
): Promise<boolean> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!payment) return false;
  const event = EVENT_OF[outcome.status];
  if (!canTransitionPayment(payment.status, event)) return false;
  const now = ctx.now();
  await tx
    .update(payments)
    .set({
      status: transitionPayment(payment.status, event),
      failureCode: outcome.status === 'failed' ? outcome.failureCode : payment.failureCode,
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId));

  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update');
  if (!order) return true;
  const handler = ORDER_HANDLERS[order.type];
  const txCtx = { ...ctx, db: tx };

  if (event === 'succeed') {
    if (!canTransitionOrder(order.status, 'pay')) {
      // Paid too late (the reservation expired) or twice: the provider gives it back.
      await enqueueJob(tx, 'refund', { paymentId });
      return true;
    }
    await tx
      .update(orders)
      .set({ status: transitionOrder(order.status, 'pay'), paidAt: now, updatedAt: now })
      .where(eq(orders.id, order.id));
    await handler?.onPaid?.(txCtx, order);
  } else if (event === 'fail') {
    if (!canTransitionOrder(order.status, 'fail')) return true;
    await tx
      .update(orders)
      .set({ status: transitionOrder(order.status, 'fail'), updatedAt: now })
      .where(eq(orders.id, order.id));
    await handler?.onFailed?.(txCtx, order);
  } else {
    if (!canTransitionOrder(order.status, 'refund')) return true;
    await tx
      .update(orders)
      .set({ status: transitionOrder(order.status, 'refund'), updatedAt: now })
      .where(eq(orders.id, order.id));
    await handler?.onRefunded?.(txCtx, order);
  }
  return true;
}
