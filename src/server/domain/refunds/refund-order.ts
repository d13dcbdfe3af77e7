import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';
import { recordAdminAction } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { BANK_TRANSFER_PROVIDER } from '../bank-transfers/pay-bank-order';
import { MONEY_ROLES } from '../bank-transfers/mark-bank-transfer-received';
import { NotFoundError } from '../errors';
import { getPaymentProvider } from '../payments/payment-provider';
import { refuse, succeed, type Result } from '../result';
import { applyRefund, refundedAmount } from './apply-refund';
import { parseRefundInput, type ParsedRefundInput, type RefundOrderInput } from './refund-input';
import { REFUND_MACHINE } from './refund-states';

export type RefundRefusal =
  | 'notRefundable'
  | 'refundTooLarge'
  | 'payoutRequired'
  | 'payoutNotAllowed'
  | 'noPayment'
  | 'providerRefused'
  | 'keyReused';
type Refund = typeof refunds.$inferSelect;
type Outcome = Result<{ refund: Refund; orderRefunded: boolean }, RefundRefusal>;

const lockOrder = async (tx: Executor, orderId: string) =>
  (await tx.select().from(orders).where(eq(orders.id, orderId)).for('update'))[0];

/**
 * An admin gives money back on a paid order, whole or in parts, never more than was paid less
 * earlier refunds. Card payments go back through their provider (the amount is held by a
 * pending refund while it is asked); bank transfers are paid back by the admin, who records the
 * IBAN and date. Each refund gets its credit note and audit entry; the same idempotency key
 * twice gives the first refund back.
 */
export async function refundOrder(ctx: RequestContext, input: RefundOrderInput): Promise<Outcome> {
  const viewer = requireRole(ctx, MONEY_ROLES, 'refund an order');
  const parsed = parseRefundInput(input, ctx.now().toISOString().slice(0, 10));
  const started = await ctx.db.transaction(async (tx): Promise<Started> => {
    const order = await lockOrder(tx, parsed.orderId);
    if (!order) throw new NotFoundError('Order');
    const [known] = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, parsed.idempotencyKey));
    if (known) {
      if (known.orderId !== order.id) return refuse('keyReused');
      return { ok: true, refund: known, orderRefunded: order.status === 'refunded' };
    }
    if (order.status !== 'paid') return refuse('notRefundable');
    if (parsed.amount > order.amount - (await refundedAmount(tx, order.id))) {
      return refuse('refundTooLarge');
    }
    const [payment] = order.paidPaymentId
      ? await tx.select().from(payments).where(eq(payments.id, order.paidPaymentId))
      : [];
    if (!payment) return refuse('noPayment');
    const isBank = payment.provider === BANK_TRANSFER_PROVIDER;
    if (isBank && !parsed.payout) return refuse('payoutRequired');
    if (!isBank && parsed.payout) return refuse('payoutNotAllowed');
    const refund = await insertRefund(tx, ctx, parsed, order, payment.id, isBank);
    if (!isBank)
      return { ok: true, refund, orderRefunded: false, providerRef: payment.providerRef };
    const applied = await applyRefund(ctx, tx, order, refund, null);
    await audit(tx, ctx, viewer, order, refund, parsed, applied.orderRefunded);
    const [done] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
    return { ok: true, refund: done!, orderRefunded: applied.orderRefunded };
  });
  if (!started.ok || !started.providerRef) return started;
  return completeCardRefund(ctx, parsed, started.refund, started.providerRef);
}

/** The first transaction's answer: refused, done, or a card refund to ask the provider for. */
type Started =
  | { ok: false; code: RefundRefusal }
  | { ok: true; refund: Refund; orderRefunded: boolean; providerRef?: string };

async function insertRefund(
  tx: Executor,
  ctx: RequestContext,
  parsed: ParsedRefundInput,
  order: typeof orders.$inferSelect,
  paymentId: string,
  isBank: boolean,
): Promise<Refund> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: isBank ? null : paymentId,
      method: isBank ? 'bank_payout' : 'card',
      amount: parsed.amount,
      currency: order.currency,
      reason: parsed.reason,
      idempotencyKey: parsed.idempotencyKey,
      payoutIban: parsed.payout?.iban ?? null,
      payoutSentOn: parsed.payout?.sentOn ?? null,
      actorId: ctx.viewer!.id,
    })
    .returning();
  return refund!;
}

/** Asks the card provider (outside any transaction), then records its answer. */
async function completeCardRefund(
  ctx: RequestContext,
  parsed: ParsedRefundInput,
  refund: Refund,
  providerRef: string,
): Promise<Outcome> {
  const viewer = ctx.viewer!;
  let refundRef: string;
  try {
    const provider = getPaymentProvider(ctx.db);
    ({ refundRef } = await provider.refund(providerRef, { amount: refund.amount, key: refund.id }));
  } catch (error) {
    console.error(`refund ${refund.id} refused by the provider: ${(error as Error).message}`);
    await ctx.db
      .update(refunds)
      .set({ status: REFUND_MACHINE.transition(refund.status, 'fail', 'provider') })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
    return refuse('providerRefused');
  }
  return ctx.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, refund.orderId))!;
    const [pending] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .for('update');
    if (!pending) {
      const [done] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
      return succeed({ refund: done!, orderRefunded: order.status === 'refunded' });
    }
    const applied = await applyRefund(ctx, tx, order, pending, refundRef);
    await audit(tx, ctx, viewer, order, pending, parsed, applied.orderRefunded);
    const [done] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
    return succeed({ refund: done!, orderRefunded: applied.orderRefunded });
  });
}

async function audit(
  tx: Executor,
  ctx: RequestContext,
  viewer: NonNullable<RequestContext['viewer']>,
  order: typeof orders.$inferSelect,
  refund: Refund,
  parsed: ParsedRefundInput,
  orderRefunded: boolean,
) {
  await recordAdminAction(
    tx,
    viewer,
    {
      action: 'order.refund',
      targetType: 'order',
      targetId: order.id,
      reason: parsed.reason,
      before: { status: order.status },
      after: {
        status: orderRefunded ? 'refunded' : order.status,
        refundId: refund.id,
        refunded: { amount: refund.amount, currency: refund.currency },
        method: refund.method,
        ...(parsed.payout ? { payoutIban: parsed.payout.iban, sentOn: parsed.payout.sentOn } : {}),
      },
    },
    ctx.now(),
  );
}
