import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  signedStripeHeaders,
  startStripeStandIn,
  stripeEventBody,
  type StripeStandIn,
} from '../../../../tests/support/stripe-stand-in';
import { WebhookVerificationError, type CheckoutInput, type PaymentProvider } from './provider';
import {
  createStripeProvider,
  stripeCheckoutLocale,
  withCheckoutSessionId,
} from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_stand_in';
let standIn: StripeStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: 'sk_test_provider_tests' });
  provider = createStripeProvider({
    secretKey: standIn.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    host: standIn.host,
    port: standIn.port,
    protocol: standIn.protocol,
  });
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
});

function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    paymentId: randomUUID(),
    amount: 12_500_00,
    currency: 'HUF',
    description: 'Bodza · Tisza-parti Kennel',
    locale: 'hu',
    customerEmail: 'buyer@example.com',
    returnUrl: 'https://kutya.example/hu/fizetes-kesz/ord_1',
    cancelUrl: 'https://kutya.example/hu/kartyas-fizetes/ord_1',
    ...overrides,
  };
}

/** A checkout made through the provider, then paid on the stand-in's "hosted page". */
async function paidCheckout(input = checkoutInput()) {
  const { providerRef } = await provider.createCheckout(input);
  const session = standIn.completeSession(providerRef);
  return { input, providerRef, session };
}

describe('createCheckout', () => {
  it('opens a one-item card Checkout Session carrying our payment id', async () => {
    const input = checkoutInput();
    const checkout = await provider.createCheckout(input);

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request!.headers.authorization).toBe('Bearer sk_test_provider_tests');
    expect(request!.headers['idempotency-key']).toBe(`checkout-${input.paymentId}`);
    expect(request!.body).toEqual({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'huf',
            unit_amount: '1250000',
            product_data: { name: 'Bodza · Tisza-parti Kennel' },
          },
        },
      ],
      success_url: 'https://kutya.example/hu/fizetes-kesz/ord_1?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://kutya.example/hu/kartyas-fizetes/ord_1',
      locale: 'hu',
      customer_email: 'buyer@example.com',
      client_reference_id: input.paymentId,
      metadata: { paymentId: input.paymentId },
      payment_intent_data: { metadata: { paymentId: input.paymentId } },
    });

    const session = standIn.sessions.get(checkout.providerRef)!;
    expect(checkout.providerRef).toMatch(/^cs_test_/);
    expect(checkout.redirectUrl).toBe(session.url);
  });

  it('leaves out the e-mail when there is none, and asks Serbian payers’ browsers', async () => {
    await provider.createCheckout(
      checkoutInput({ customerEmail: undefined, locale: 'sr', currency: 'RSD' }),
    );
    const { body } = standIn.requests[0]!;
    expect(body).not.toHaveProperty('customer_email');
    expect(body.locale).toBe('auto');
    expect(body).toMatchObject({ line_items: [{ price_data: { currency: 'rsd' } }] });
  });

  it('replays the same session when the same attempt is sent again', async () => {
    const input = checkoutInput();
    const first = await provider.createCheckout(input);
    const second = await provider.createCheckout(input);
    expect(second).toEqual(first);
    const created = [...standIn.sessions.values()].filter(
      (s) => s.metadata.paymentId === input.paymentId,
    );
    expect(created).toHaveLength(1);
  });

  it('retries a failed request with the same idempotency key', async () => {
    standIn.failNext(1);
    const checkout = await provider.createCheckout(checkoutInput());
    expect(standIn.requests).toHaveLength(2);
    const [failed, retried] = standIn.requests;
    expect(retried!.headers['idempotency-key']).toBe(failed!.headers['idempotency-key']);
    expect(standIn.sessions.has(checkout.providerRef)).toBe(true);
  });

  it('fails with an unknown secret key', async () => {
    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: WEBHOOK_SECRET,
      host: standIn.host,
      port: standIn.port,
      protocol: standIn.protocol,
    });
    await expect(wrongKey.createCheckout(checkoutInput())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});

describe('withCheckoutSessionId', () => {
  it.each([
    ['https://shop.example/done', 'https://shop.example/done?session_id={CHECKOUT_SESSION_ID}'],
    [
      'https://shop.example/done?lang=hu',
      'https://shop.example/done?lang=hu&session_id={CHECKOUT_SESSION_ID}',
    ],
    ['https://shop.example/done?', 'https://shop.example/done?session_id={CHECKOUT_SESSION_ID}'],
    [
      'https://shop.example/done?a=1#top',
      'https://shop.example/done?a=1&session_id={CHECKOUT_SESSION_ID}#top',
    ],
  ])('%s → %s', (returnUrl, expected) => {
    expect(withCheckoutSessionId(returnUrl)).toBe(expected);
  });
});

describe('stripeCheckoutLocale', () => {
  it.each([
    ['hu', 'hu'],
    ['en', 'en'],
    ['cs', 'cs'],
    ['ro', 'ro'],
    ['en-GB', 'en-GB'],
    ['de-AT', 'de'],
    ['sr', 'auto'],
    ['sr-Cyrl', 'auto'],
  ])('%s → %s', (locale, expected) => {
    expect(stripeCheckoutLocale(locale)).toBe(expected);
  });
});

/** What a Checkout Session event carries about the money. */
const SESSION = {
  id: 'cs_test_1',
  object: 'checkout.session',
  amount_total: 5000,
  currency: 'eur',
};

describe('verifyWebhook', () => {
  // A fixed clock far from the real one: passing proves the SDK judged freshness by `now`.
  const now = new Date('2024-03-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  function deliver(type: string, object: object, signedAt = ago(10), secret = WEBHOOK_SECRET) {
    const body = stripeEventBody(type, object, signedAt);
    return {
      body,
      event: () => provider.verifyWebhook(body, signedStripeHeaders(body, secret, signedAt), now),
    };
  }

  it('maps a paid, completed session to a success of the payment in its metadata', async () => {
    const { input, session } = await paidCheckout();
    const { body, event } = deliver('checkout.session.completed', session);
    expect(event()).toEqual({
      id: JSON.parse(body).id,
      type: 'checkout.session.completed',
      paymentId: input.paymentId,
      outcome: { status: 'succeeded' },
      charge: {
        providerRef: session.id,
        amount: input.amount,
        currency: input.currency.toUpperCase(),
      },
      payload: JSON.parse(body),
    });
  });

  it('maps the full refund of the charge, whose metadata came from payment_intent_data', async () => {
    const { input, session } = await paidCheckout();
    const charge = standIn.refundCharge(standIn.chargeOf(session).id);
    expect(deliver('charge.refunded', charge).event()).toMatchObject({
      paymentId: input.paymentId,
      outcome: { status: 'refunded' },
    });
  });

  it.each([
    ['checkout.session.async_payment_succeeded', { status: 'succeeded' }],
    ['checkout.session.async_payment_failed', { status: 'failed', failureCode: 'card_declined' }],
    ['checkout.session.expired', { status: 'failed', failureCode: 'session_expired' }],
  ])('maps %s', (type, outcome) => {
    const object = { ...SESSION, metadata: { paymentId: 'p1' } };
    expect(deliver(type, object).event()).toMatchObject({
      type,
      paymentId: 'p1',
      outcome,
      charge: { providerRef: 'cs_test_1', amount: 5000, currency: 'EUR' },
    });
  });

  it('maps an unpaid completion (a delayed method) to a payment still processing', () => {
    const object = { ...SESSION, payment_status: 'unpaid', metadata: { paymentId: 'p1' } };
    expect(deliver('checkout.session.completed', object).event()).toMatchObject({
      outcome: { status: 'processing' },
    });
  });

  it.each([
    [
      'a session',
      'checkout.session.completed',
      { object: 'checkout.session', payment_status: 'paid', metadata: { paymentId: 'p1' } },
    ],
    [
      'a full refund',
      'charge.refunded',
      { object: 'charge', refunded: true, metadata: { paymentId: 'p1' } },
    ],
  ])('refuses %s without its amount and currency', (_, type, object) => {
    expect(() => deliver(type, object).event()).toThrow(/event without data/);
  });

  it.each([
    [
      'a partial refund',
      'charge.refunded',
      { object: 'charge', refunded: false, metadata: { paymentId: 'p1' } },
    ],
    [
      'an event type that changes nothing here',
      'payment_intent.created',
      { object: 'payment_intent', metadata: { paymentId: 'p1' } },
    ],
    [
      'a session without our metadata',
      'checkout.session.completed',
      { object: 'checkout.session', payment_status: 'paid', metadata: {} },
    ],
    [
      'a charge without metadata',
      'charge.refunded',
      { object: 'charge', refunded: true, metadata: null },
    ],
  ])('ignores %s', (_, type, object) => {
    expect(deliver(type, object).event()).toBeNull();
  });

  const paidSession = {
    ...SESSION,
    payment_status: 'paid',
    metadata: { paymentId: 'p1' },
  };

  it('accepts a signature up to five minutes old', () => {
    expect(deliver('checkout.session.completed', paidSession, ago(299)).event()).not.toBeNull();
  });

  it.each([
    ['a signature older than five minutes', ago(301), WEBHOOK_SECRET, /stale timestamp/],
    ['a signature from more than five minutes ahead', ago(-301), WEBHOOK_SECRET, /stale/],
    ['a signature made with another secret', ago(10), 'whsec_other', /bad signature/],
  ])('refuses %s', (_, signedAt, secret, reason) => {
    const { event } = deliver('checkout.session.completed', paidSession, signedAt, secret);
    expect(event).toThrow(WebhookVerificationError);
    expect(event).toThrow(reason);
  });

  it('refuses a body changed after signing', () => {
    const { body } = deliver('checkout.session.completed', paidSession);
    const headers = signedStripeHeaders(body, WEBHOOK_SECRET, ago(10));
    const forged = body.replace('"p1"', '"p2"');
    expect(() => provider.verifyWebhook(forged, headers, now)).toThrow(WebhookVerificationError);
  });

  it('refuses a delivery without a signature header', () => {
    const { body } = deliver('checkout.session.completed', paidSession);
    expect(() => provider.verifyWebhook(body, new Headers(), now)).toThrow(/no signature/);
  });

  it('keeps the secret out of the error', () => {
    const { event } = deliver('checkout.session.completed', paidSession, ago(10), 'whsec_x');
    expect(event).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('whsec') }),
    );
  });
});

describe('retrieve', () => {
  it('is pending while the payer is on the page', async () => {
    const { providerRef } = await provider.createCheckout(checkoutInput());
    expect(await provider.retrieve(providerRef)).toEqual({ status: 'pending' });
  });

  it('succeeds once the session is paid, asking for the charge along', async () => {
    const { providerRef } = await paidCheckout();
    standIn.requests.length = 0;
    expect(await provider.retrieve(providerRef)).toEqual({ status: 'succeeded' });
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${providerRef}` });
    expect([...request!.query.values()]).toContain('payment_intent.latest_charge');
  });

  it('fails with session_expired when the session expired unpaid', async () => {
    const { providerRef } = await provider.createCheckout(checkoutInput());
    standIn.expireSession(providerRef);
    expect(await provider.retrieve(providerRef)).toEqual({
      status: 'failed',
      failureCode: 'session_expired',
    });
  });

  it('is refunded once the charge is refunded in full (still succeeded when partly)', async () => {
    const { providerRef, session } = await paidCheckout();
    const charge = standIn.chargeOf(session);
    standIn.refundCharge(charge.id, 100);
    expect(await provider.retrieve(providerRef)).toEqual({ status: 'succeeded' });
    standIn.refundCharge(charge.id);
    expect(await provider.retrieve(providerRef)).toEqual({ status: 'refunded' });
  });
});

describe('refund', () => {
  it('refunds the session’s PaymentIntent in full, once per checkout', async () => {
    const { input, providerRef, session } = await paidCheckout();
    standIn.requests.length = 0;

    const { refundRef } = await provider.refund(providerRef);

    const post = standIn.requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/v1/refunds');
    expect(post.headers['idempotency-key']).toBe(`refund-${providerRef}`);
    expect(post.body).toEqual({
      payment_intent: session.payment_intent,
      metadata: { paymentId: input.paymentId },
    });
    expect(refundRef).toMatch(/^re_/);
    expect(standIn.refunds.get(refundRef)).toMatchObject({ amount: input.amount });
    expect(standIn.chargeOf(session).refunded).toBe(true);

    expect(await provider.refund(providerRef)).toEqual({ refundRef });
    const made = [...standIn.refunds.values()].filter(
      (r) => r.payment_intent === session.payment_intent,
    );
    expect(made).toHaveLength(1);
  });

  it('finds the refund already made once Stripe has forgotten the idempotency key', async () => {
    const { providerRef } = await paidCheckout();
    const { refundRef } = await provider.refund(providerRef);
    standIn.forgetIdempotencyKeys();
    expect(await provider.refund(providerRef)).toEqual({ refundRef });
  });

  it('refuses a checkout that was never paid', async () => {
    const { providerRef } = await provider.createCheckout(checkoutInput());
    await expect(provider.refund(providerRef)).rejects.toThrow(/no payment to refund/);
    expect(standIn.requests.some((r) => r.path === '/v1/refunds')).toBe(false);
  });
});
