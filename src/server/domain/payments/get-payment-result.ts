import type { RequestContext } from '../../context';
import { applyPaymentOutcome } from './apply-payment-outcome';
import { getOwnOrderOrThrow } from './payable-order';
import { getPaymentProvider } from './payment-provider';

/**
 * The viewer's order as the payment return page shows it. While the latest attempt has no
 * outcome yet, the provider is asked directly (the webhook may still be on its way); both
 * paths apply the outcome idempotently, so exactly one of them changes the order.
 */
export async function getPaymentResult(ctx: RequestContext, input: { orderId: string }) {
  let found = await getOwnOrderOrThrow(ctx, ctx.db, input.orderId);
  const { payment } = found;
  if (payment && (payment.status === 'requires_action' || payment.status === 'processing')) {
    const provider = getPaymentProvider(ctx.db);
    if (provider.name === payment.provider) {
      const outcome = await provider.retrieve(payment.providerRef);
      if (outcome.status !== 'pending') {
        await ctx.db.transaction((tx) => applyPaymentOutcome(ctx, tx, payment.id, outcome));
        found = await getOwnOrderOrThrow(ctx, ctx.db, input.orderId);
      }
    }
  }
  return found;
}
