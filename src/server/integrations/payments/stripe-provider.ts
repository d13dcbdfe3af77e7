import Stripe from 'stripe';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookVerificationError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderOutcome,
} from './provider';

/**
 * Card payments through Stripe Checkout Sessions (Stripe's hosted card page). The session id
 * is our providerRef; our payments.id rides along as metadata on the session and on its
 * PaymentIntent (from which Stripe copies it to the charge), so every event names its payment.
 * Nothing here logs: requests carry the secret key and events carry the payer's details.
 */

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** A local stand-in of the Stripe API in tests. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type CheckoutLocale = Stripe.Checkout.SessionCreateParams.Locale;

/** The languages of Stripe's hosted page (Serbian is not one of them). */
const CHECKOUT_LOCALES: ReadonlySet<string> = new Set([
  'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA',
  'hi-IN', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt',
  'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW',
]); // prettier-ignore

/** Our locale as Stripe's page knows it: exact, else its language, else the payer's browser. */
export function stripeCheckoutLocale(locale: string): CheckoutLocale {
  if (CHECKOUT_LOCALES.has(locale)) return locale;
  const language = locale.split('-')[0]!.toLowerCase();
  return CHECKOUT_LOCALES.has(language) ? language : 'auto';
}

/**
 * The return URL with Stripe's `{CHECKOUT_SESSION_ID}` template appended. Built as a string:
 * URL/URLSearchParams would percent-encode the braces, and Stripe then leaves them unfilled.
 */
export function withCheckoutSessionId(returnUrl: string): string {
  const hashAt = returnUrl.indexOf('#');
  const base = hashAt === -1 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnUrl.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}session_id={CHECKOUT_SESSION_ID}${hash}`;
}

function idOf(ref: string | { id: string } | null): string | null {
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
}

/** The Unix time of the header's `t=`, or NaN. */
function signedAt(header: string): number {
  const part = header.split(',').find((item) => item.trim().startsWith('t='));
  return part ? Number(part.trim().slice(2)) : Number.NaN;
}

/** Reduces a verified event to what changes a payment; null for everything else. */
/** What a Checkout Session says was paid (Stripe writes currencies in lower case). */
function sessionCharge(session: Stripe.Checkout.Session): ProviderEvent['charge'] {
  if (session.amount_total == null || !session.currency) {
    throw new WebhookVerificationError('event without data');
  }
  return {
    providerRef: session.id,
    amount: session.amount_total,
    currency: session.currency.toUpperCase(),
  };
}

function toProviderEvent(event: Stripe.Event): ProviderEvent | null {
  if (!event.data?.object) throw new WebhookVerificationError('event without data');
  let paymentId: string | undefined;
  let outcome: ProviderEvent['outcome'] | null = null;
  let charge: ProviderEvent['charge'] | null = null;
  switch (event.type) {
    case 'checkout.session.completed':
      // Card payments are paid on completion; delayed methods complete 'unpaid' (processing)
      // and follow up with async_payment_succeeded or _failed.
      paymentId = event.data.object.metadata?.paymentId;
      outcome =
        event.data.object.payment_status === 'paid'
          ? { status: 'succeeded' }
          : { status: 'processing' };
      break;
    case 'checkout.session.async_payment_succeeded':
      paymentId = event.data.object.metadata?.paymentId;
      outcome = { status: 'succeeded' };
      break;
    case 'checkout.session.async_payment_failed':
      paymentId = event.data.object.metadata?.paymentId;
      outcome = { status: 'failed', failureCode: 'card_declined' };
      break;
    case 'checkout.session.expired':
      paymentId = event.data.object.metadata?.paymentId;
      outcome = { status: 'failed', failureCode: 'session_expired' };
      break;
    case 'charge.refunded':
      // Also sent for partial refunds (made by hand in the Dashboard); only a full refund
      // refunds the payment.
      paymentId = event.data.object.metadata?.paymentId;
      if (!event.data.object.refunded || !paymentId) break;
      outcome = { status: 'refunded' };
      if (!Number.isSafeInteger(event.data.object.amount) || !event.data.object.currency) {
        throw new WebhookVerificationError('event without data');
      }
      charge = {
        amount: event.data.object.amount,
        currency: event.data.object.currency.toUpperCase(),
      };
      break;
    default:
      return null;
  }
  // Sessions of other integrations on the same account carry no paymentId of ours.
  if (!paymentId || !outcome) return null;
  if (!charge) charge = sessionCharge(event.data.object as Stripe.Checkout.Session);
  return { id: event.id, type: event.type, paymentId, outcome, charge, payload: event };
}

/** Card payments through Stripe Checkout Sessions; webhooks verified with the signing secret. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const { webhookSecret } = options;
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    // Retried POSTs resend the same Idempotency-Key, so a retry never charges or refunds twice.
    maxNetworkRetries: 2,
    // A payer waits on this request; Stripe's default is 80 seconds.
    timeout: 20_000,
  });

  return {
    name: 'stripe',

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // Filters the methods enabled in the Dashboard down to cards (wallets such as Apple
          // Pay are cards): failure codes are card codes, and delayed methods (bank debits)
          // would settle long after a reservation's 30 minutes.
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                // Our minor units are hundredths for every currency we sell in, as Stripe's
                // are for these (HUF included: it is two-decimal for charges; only its payouts
                // are whole forints).
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          success_url: withCheckoutSessionId(input.returnUrl),
          cancel_url: input.cancelUrl,
          locale: stripeCheckoutLocale(input.locale),
          customer_email: input.customerEmail,
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId },
          payment_intent_data: { metadata: { paymentId: input.paymentId } },
          // Stripe keeps a session open for at least 30 minutes; an unpaid reservation ends
          // within that, and money arriving later for it is refunded by the domain.
          ...(input.expiresAt
            ? {
                expires_at: Math.floor(
                  Math.max(input.expiresAt.getTime(), Date.now() + 31 * 60_000) / 1000,
                ),
              }
            : {}),
        },
        // paymentId is new for every attempt, so a replayed request returns the same session.
        { idempotencyKey: `checkout-${input.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no URL`);
      return { providerRef: session.id, redirectUrl: session.url };
    },

    verifyWebhook(rawBody, headers, now) {
      const header = headers.get(STRIPE_SIGNATURE_HEADER);
      if (!header) throw new WebhookVerificationError('no signature');
      let event: Stripe.Event;
      try {
        // receivedAt is in milliseconds; the SDK only refuses timestamps older than the tolerance.
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        // Reasons only: the SDK's error carries the header and the payload.
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
          throw new WebhookVerificationError('unreadable event');
        }
        const stale = /tolerance/i.test(error.message);
        throw new WebhookVerificationError(stale ? 'stale timestamp' : 'bad signature');
      }
      // A signature dated in the future is refused too, as the sandbox does.
      if (signedAt(header) - now.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookVerificationError('stale timestamp');
      }
      return toProviderEvent(event);
    },

    async retrieve(sessionId): Promise<ProviderOutcome> {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.latest_charge'],
      });
      if (session.payment_status === 'paid') {
        const paymentIntent = session.payment_intent;
        const charge = typeof paymentIntent === 'object' ? paymentIntent?.latest_charge : null;
        if (charge && typeof charge === 'object' && charge.refunded) return { status: 'refunded' };
        return { status: 'succeeded' };
      }
      if (session.status === 'expired') return { status: 'failed', failureCode: 'session_expired' };
      if (session.status === 'complete') return { status: 'processing' };
      return { status: 'pending' };
    },

    async refund(sessionId, part) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent = idOf(session.payment_intent);
      if (session.payment_status !== 'paid' || !paymentIntent) {
        throw new Error(`Stripe Checkout Session ${sessionId} has no payment to refund`);
      }
      const paymentId = session.metadata?.paymentId;
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            ...(part ? { amount: part.amount } : {}),
            ...(paymentId ? { metadata: { paymentId } } : {}),
          },
          { idempotencyKey: part ? `refund-${sessionId}-${part.key}` : `refund-${sessionId}` },
        );
        return { refundRef: refund.id };
      } catch (error) {
        // Idempotency keys live 24 hours; a later retry finds the refund already made.
        if (
          !part &&
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        ) {
          const { data } = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 1 });
          if (data[0]) return { refundRef: data[0].id };
        }
        throw error;
      }
    },
  };
}
