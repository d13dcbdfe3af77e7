import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema';
import type { RequestContext } from '../../context';
import { WebhookVerificationError } from '../../integrations/payments/provider';
import { DomainError, NotFoundError } from '../errors';
import { applyPaymentOutcome } from './apply-payment-outcome';
import { getPaymentProvider } from './payment-provider';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

/**
 * Takes one provider webhook: verified (signature and freshness), recorded by event id and
 * applied in ONE transaction, so a crash before commit leaves nothing and the provider's retry
 * is processed as new, while a replay of a committed event changes nothing.
 */
export async function receivePaymentWebhook(
  ctx: RequestContext,
  input: { provider: string; rawBody: string; headers: Headers },
  hooks: { beforeCommit?: () => void | Promise<void> } = {},
): Promise<WebhookResult> {
  const provider = getPaymentProvider(ctx.db);
  if (provider.name !== input.provider) throw new NotFoundError('Payment provider');
  let event;
  try {
    event = provider.verifyWebhook(input.rawBody, input.headers, ctx.now());
  } catch (error) {
    if (error instanceof WebhookVerificationError || error instanceof SyntaxError) {
      throw new DomainError('VALIDATION', error.message, { form: 'webhookRefused' });
    }
    throw error;
  }
  if (!event) return 'ignored';
  const found = event;
  return ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        id: found.id,
        provider: provider.name,
        type: found.type,
        payload: found.payload as object,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate';
    await applyPaymentOutcome(ctx, tx, found.paymentId, found.outcome);
    await tx
      .update(paymentEvents)
      .set({ processedAt: ctx.now() })
      .where(eq(paymentEvents.id, found.id));
    await hooks.beforeCommit?.();
    return 'processed';
  });
}
