import { createHmac } from 'node:crypto';
import { env } from '@/env';
import type { Executor } from '../../db/client';
import type { PaymentProvider, ProviderName } from '../../integrations/payments/provider';
import {
  createSandboxProvider,
  type SandboxProvider,
} from '../../integrations/payments/sandbox-provider';
import { createStripeProvider } from '../../integrations/payments/stripe-provider';
import { authSecret } from '../accounts/auth';

let override: ((db: Executor) => PaymentProvider) | null = null;

/** Tests choose the provider (a Stripe stand-in, a sandbox with a fixed clock); null resets. */
export function setPaymentProviderForTests(make: ((db: Executor) => PaymentProvider) | null) {
  override = make;
}

/** The secret the sandbox signs its webhooks with. */
export function sandboxWebhookSecret(): string {
  return (
    env.SANDBOX_WEBHOOK_SECRET ??
    createHmac('sha256', authSecret()).update('sandbox-webhooks').digest('hex')
  );
}

export function getSandboxProvider(db: Executor): SandboxProvider {
  return createSandboxProvider({ db, secret: sandboxWebhookSecret(), siteUrl: env.SITE_URL });
}

/** The configured card provider (PAYMENT_PROVIDER): the sandbox by default, or Stripe. */
export function getPaymentProvider(db: Executor): PaymentProvider {
  if (override) return override(db);
  if (env.PAYMENT_PROVIDER === 'stripe') {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    });
  }
  return getSandboxProvider(db);
}

export function isProviderName(name: string): name is ProviderName {
  return name === 'sandbox' || name === 'stripe';
}

/** Whether card payments go to the built-in sandbox (pages then say it is test money). */
export function isSandboxPayments(): boolean {
  return env.PAYMENT_PROVIDER === 'sandbox';
}
