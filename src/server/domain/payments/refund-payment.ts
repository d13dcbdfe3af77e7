import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { BANK_TRANSFER_PROVIDER } from '../bank-transfers/pay-bank-order';
import { enqueueJob } from '../jobs/enqueue-job';
import { applyPaymentOutcome } from './apply-payment-outcome';
import { getPaymentProvider, getSandboxProvider } from './payment-provider';

/**
 * Gives a succeeded card payment back in full through its provider (a queued job: never inside
 * a transaction, retried until it works; the provider's refund is idempotent per checkout).
 * Money that came by bank transfer has no provider to ask: an admin pays it back and records
 * the payout (refundOrder), so it is left as it is.
 */
export async function refundPayment(
  ctx: RequestContext,
  input: { paymentId: string },
): Promise<'refunded' | 'bankPayoutRequired' | 'nothingToRefund'> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!payment || payment.status !== 'succeeded') return 'nothingToRefund';
  if (payment.provider === BANK_TRANSFER_PROVIDER) {
    console.warn(`payment ${payment.id} came by bank transfer: an admin must pay it back`);
    return 'bankPayoutRequired';
  }
  const provider = getPaymentProvider(ctx.db);
  let refundRef: string;
  if (provider.name === 'sandbox') {
    const sandbox = getSandboxProvider(ctx.db);
    const refunded = await sandbox.refundWithWebhook(payment.providerRef);
    refundRef = refunded.refundRef;
    if (refunded.webhook) {
      await enqueueJob(ctx.db, 'sandboxWebhook', { body: refunded.webhook.body });
    }
  } else {
    refundRef = (await provider.refund(payment.providerRef)).refundRef;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(payments).set({ refundRef }).where(eq(payments.id, payment.id));
    await applyPaymentOutcome(ctx, tx, payment.id, { status: 'refunded' });
  });
  return 'refunded';
}
