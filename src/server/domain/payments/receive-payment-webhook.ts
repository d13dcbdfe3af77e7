import { eq } from 'drizzle-orm';
import { paymentEvents, payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { WebhookVerificationError, type ProviderEvent } from '../../integrations/payments/provider';
import { DomainError, NotFoundError } from '../errors';
import { isUuid } from '../ids';
import { applyPaymentOutcome } from './apply-payment-outcome';
import { getPaymentProvider } from './payment-provider';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

/** Refuses an event (4xx, so no retry can change it) and says why in the log, without payloads. */
function refuse(provider: string, eventId: string | null, reason: string): never {
  console.warn(`payment webhook (${provider}) refused ${eventId ?? 'an event'}: ${reason}`);
  throw new DomainError('VALIDATION', `Webhook refused: ${reason}`, { form: 'webhookRefused' });
}

/** Why an event does not describe the attempt it names, or null when it does. */
function mismatch(
  event: ProviderEvent,
  payment: { provider: string; providerRef: string; amount: number; currency: string },
  provider: string,
): string | null {
  if (payment.provider !== provider) return 'attempt of another provider';
  const { charge } = event;
  if (charge.providerRef !== undefined && charge.providerRef !== payment.providerRef) {
    return 'charge id differs from the attempt';
  }
  if (charge.amount !== payment.amount) return 'amount differs from the attempt';
  if (charge.currency !== payment.currency) return 'currency differs from the attempt';
  return null;
}

/**
 * Takes one provider webhook: verified (signature and freshness), checked against the attempt
 * it names (charge id, amount, currency), recorded by event id and applied in ONE transaction,
 * so a crash before commit leaves nothing and the provider's retry is processed as new, while a
 * replay of a committed event changes nothing. Unsigned, unreadable, unknown or mismatching
 * events are refused with VALIDATION (the route answers 4xx) and logged.
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
      refuse(provider.name, null, error.message);
    }
    throw error;
  }
  if (!event) return 'ignored';
  const found = event;
  return ctx.db.transaction(async (tx) => {
    if (!isUuid(found.paymentId)) refuse(provider.name, found.id, 'unknown payment attempt');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.paymentId));
    if (!payment) refuse(provider.name, found.id, 'unknown payment attempt');
    const wrong = mismatch(found, payment, provider.name);
    if (wrong) refuse(provider.name, found.id, wrong);
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
