import type { PaymentProvider } from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** A local stand-in of the Stripe API in tests. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Card payments through Stripe Checkout Sessions; webhooks verified with the signing secret. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  void options;
  throw new Error('The Stripe provider is being written (issue 6).');
}
