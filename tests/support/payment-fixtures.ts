import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { setPaymentProviderForTests } from '@/server/domain/payments/payment-provider';
import { receivePaymentWebhook } from '@/server/domain/payments/receive-payment-webhook';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '@/server/integrations/payments/sandbox-provider';

export const SANDBOX_TEST_SECRET = 'sandbox-test-secret-0123456789';

/** Points the domain at a sandbox provider with a known secret and clock. */
export function useTestSandbox(now: () => Date = () => new Date()) {
  setPaymentProviderForTests((db) =>
    createSandboxProvider({ db, secret: SANDBOX_TEST_SECRET, siteUrl: 'http://shop.test', now }),
  );
}

/** Headers of a sandbox webhook signed at `at` (or with a wrong secret). */
export function sandboxHeaders(body: string, at: Date, secret = SANDBOX_TEST_SECRET): Headers {
  return new Headers({
    [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, secret, Math.floor(at.getTime() / 1000)),
  });
}

/** The sandbox webhooks queued so far (bodies), oldest first; they are taken off the queue. */
export async function takeSandboxWebhooks(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.db
    .delete(jobs)
    .where(eq(jobs.type, 'sandboxWebhook'))
    .returning({ payload: jobs.payload, createdAt: jobs.createdAt });
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => (row.payload as { body: string }).body);
}

/** Delivers a body to the webhook use case, signed now. */
export function deliver(ctx: RequestContext, body: string, at: Date = ctx.now()) {
  return receivePaymentWebhook(ctx, {
    provider: 'sandbox',
    rawBody: body,
    headers: sandboxHeaders(body, at),
  });
}

/** Queued e-mails of a kind to an address. */
export async function queuedEmails(handle: DatabaseHandle, kind: string, to?: string) {
  const rows = await handle.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, 'email'),
        sql`${jobs.payload}->>'kind' = ${kind}`,
        to ? sql`${jobs.payload}->>'to' = ${to}` : undefined,
      ),
    );
  return rows.map((row) => row.payload as { values: Record<string, string>; locale: string });
}
