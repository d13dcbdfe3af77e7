import { env } from '@/env';
import type { RequestContext } from '../../context';
import type { SandboxCard } from '../../integrations/payments/sandbox-provider';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '../../integrations/payments/sandbox-provider';
import { NotFoundError } from '../errors';
import { enqueueJob, type SandboxWebhookJob } from '../jobs/enqueue-job';
import { getSandboxProvider, sandboxWebhookSecret } from './payment-provider';

/*
 * The sandbox provider's hosted card page (src/app/sandbox-pay) acts through these: it plays
 * the card company, so it needs no signed-in viewer — the unguessable charge id is the key,
 * as with a provider's checkout link.
 */

const CHARGE_ID = /^ch_sbx_[0-9a-f]{24}$/;

/** The charge the hosted page shows, or NOT_FOUND. */
export async function getSandboxCharge(ctx: RequestContext, chargeId: string) {
  if (!CHARGE_ID.test(chargeId)) throw new NotFoundError('Charge');
  const charge = await getSandboxProvider(ctx.db).findCharge(chargeId);
  if (!charge) throw new NotFoundError('Charge');
  return charge;
}

/** Charges a typed test card; the outcome is announced to the shop by a queued webhook. */
export async function paySandboxCharge(ctx: RequestContext, chargeId: string, card: SandboxCard) {
  await getSandboxCharge(ctx, chargeId);
  const result = await getSandboxProvider(ctx.db).payWithCard(chargeId, card);
  if (result.kind === 'done' && result.webhook) {
    await enqueueJob(ctx.db, 'sandboxWebhook', { body: result.webhook.body });
  }
  return result;
}

/** The payer's answer on the authentication step. */
export async function authenticateSandboxCharge(
  ctx: RequestContext,
  chargeId: string,
  approve: boolean,
) {
  await getSandboxCharge(ctx, chargeId);
  const result = await getSandboxProvider(ctx.db).authenticate(chargeId, approve);
  if (result.webhook) await enqueueJob(ctx.db, 'sandboxWebhook', { body: result.webhook.body });
  return result;
}

/** Sends one sandbox webhook over HTTP to the shop's endpoint; a failure is retried by the runner. */
export async function deliverSandboxWebhook(
  job: SandboxWebhookJob,
  now: Date = new Date(),
): Promise<void> {
  const signature = signSandboxPayload(
    job.body,
    sandboxWebhookSecret(),
    Math.floor(now.getTime() / 1000),
  );
  const url =
    env.SANDBOX_WEBHOOK_URL ?? new URL('/api/payments/webhook/sandbox', env.SITE_URL).href;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    body: job.body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Sandbox webhook answered ${response.status}`);
}
