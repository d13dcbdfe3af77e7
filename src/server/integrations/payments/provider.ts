/**
 * What the shop needs from a card payment provider. Vendor shapes stop here: the domain
 * sees only these types (see README.md in this folder).
 */

export type ProviderName = 'sandbox' | 'stripe';

/** Why a card was refused; the message keys live under `Payment.failures.<code>`. */
export type PaymentFailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'expired_card'
  | 'session_expired'
  | 'processing_error';

export const PAYMENT_FAILURE_CODES: readonly PaymentFailureCode[] = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'expired_card',
  'session_expired',
  'processing_error',
];

export interface CheckoutInput {
  /** Our payments.id; the provider echoes it back in every event. */
  paymentId: string;
  /** Minor units of `currency` (cents, fillér …). */
  amount: number;
  currency: string;
  /** Shown to the payer on the provider's page. */
  description: string;
  /** Language of the provider's page. */
  locale: string;
  customerEmail?: string;
  /** When the provider's page should stop taking the payment (the reservation's hold). */
  expiresAt?: Date;
  /** Where the payer comes back to after paying or failing. */
  returnUrl: string;
  /** Where the payer goes when they give up on the provider's page. */
  cancelUrl: string;
}

export interface Checkout {
  /** The provider's id of this checkout (sandbox charge id, Stripe Checkout Session id). */
  providerRef: string;
  /** The provider's hosted card page. */
  redirectUrl: string;
}

export type ProviderOutcome =
  | { status: 'processing' }
  | { status: 'succeeded' }
  | { status: 'failed'; failureCode: PaymentFailureCode }
  | { status: 'refunded' }
  | { status: 'pending' };

/** A verified webhook event, reduced to what changes our state. */
export interface ProviderEvent {
  /** The provider's event id: the idempotency key of at-least-once delivery. */
  id: string;
  /** The provider's own type, kept for the record. */
  type: string;
  /** Our payments.id from the event's metadata. */
  paymentId: string;
  outcome: Exclude<ProviderOutcome, { status: 'pending' }>;
  /**
   * What the event says was paid, checked against the attempt it names before anything is
   * applied: the provider's id of the checkout (when the event carries it), amount and currency.
   */
  charge: { providerRef?: string; amount: number; currency: string };
  /** The parsed body, stored with the event. */
  payload: unknown;
}

export class WebhookVerificationError extends Error {
  constructor(reason: string) {
    super(`Webhook refused: ${reason}`);
    this.name = 'WebhookVerificationError';
  }
}

/** A part of a checkout's amount to give back (minor units), under its own idempotency key. */
export interface RefundPart {
  amount: number;
  key: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens a hosted card page for one payment attempt. Card data never reaches our server. */
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  /**
   * Checks the signature and its freshness (tolerance 5 minutes) and maps the event; null
   * for event types that change nothing here. Throws WebhookVerificationError.
   */
  verifyWebhook(rawBody: string, headers: Headers, now: Date): ProviderEvent | null;
  /** What the provider knows of a checkout now (the browser's return races the webhook). */
  retrieve(providerRef: string): Promise<ProviderOutcome>;
  /**
   * Refunds a succeeded checkout in full (idempotent per checkout), or `part` of it (idempotent
   * per `part.key`). Returns the refund's id.
   */
  refund(providerRef: string, part?: RefundPart): Promise<{ refundRef: string }>;
}

/** Five minutes, as Stripe's SDK uses by default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
