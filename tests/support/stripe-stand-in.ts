import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in of the few Stripe API calls the Stripe provider makes, on loopback over real
 * HTTP, so tests run the real SDK (encoding, headers, retries, errors) without the network.
 * It records every request, keeps Checkout Sessions, PaymentIntents, charges and refunds in
 * memory, replays idempotent POSTs like Stripe, and builds signed webhooks for its objects.
 */

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into nested objects and arrays. */
  body: Record<string, unknown>;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  livemode: false;
}

interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  metadata: Record<string, string>;
}

interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  latest_charge: string;
  metadata: Record<string, string>;
}

interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  /** Options for createStripeProvider. */
  host: string;
  port: number;
  protocol: 'http';
  secretKey: string;
  requests: RecordedStripeRequest[];
  sessions: Map<string, StandInSession>;
  charges: Map<string, StandInCharge>;
  refunds: Map<string, StandInRefund>;
  /** The payer pays on the hosted page: the session completes with a PaymentIntent and charge. */
  completeSession(sessionId: string): StandInSession;
  /** The session's 24 hours (or expires_at) pass unpaid. */
  expireSession(sessionId: string): StandInSession;
  /** Refunds made elsewhere (the Dashboard); `amount` below the charge's is partial. */
  refundCharge(chargeId: string, amount?: number): StandInCharge;
  chargeOf(session: StandInSession): StandInCharge;
  /** The next `count` requests get a 500 (to watch the SDK retry). */
  failNext(count: number): void;
  /** Stripe keeps idempotency keys for 24 hours; this is the day after. */
  forgetIdempotencyKeys(): void;
  close(): Promise<void>;
}

const ids = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Decodes Stripe's `a[b][0][c]=v` form encoding (the SDK's qs-style indexed arrays). */
export function decodeStripeForm(form: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(form)) {
    const path = key.split(/[[\]]+/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => [k, arrays(v)] as const,
    );
    if (entries.length > 0 && entries.every(([k], i) => k === String(i))) {
      return entries.map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

function stripeError(res: ServerResponse, status: number, error: Record<string, string>) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': ids('req') });
  res.end(JSON.stringify({ error }));
}

export async function startStripeStandIn(
  options: { secretKey?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_stand_in';
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const paymentIntents = new Map<string, StandInPaymentIntent>();
  const charges = new Map<string, StandInCharge>();
  const refunds = new Map<string, StandInRefund>();
  /** payment_intent_data.metadata of each session: the PaymentIntent's once the payer pays. */
  const intentMetadata = new Map<string, Record<string, string>>();
  const idempotent = new Map<string, { body: string; status: number; response: string }>();
  let failures = 0;

  function createSession(body: Record<string, unknown>): StandInSession {
    const items = body.line_items as
      { quantity: string; price_data: { currency: string; unit_amount: string } }[] | undefined;
    const item = items?.[0];
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: String(body.mode),
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      amount_total: Number(item?.price_data.unit_amount) * Number(item?.quantity ?? 1),
      currency: String(item?.price_data.currency),
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      locale: (body.locale as string | undefined) ?? null,
      customer_email: (body.customer_email as string | undefined) ?? null,
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      livemode: false,
    };
    sessions.set(id, session);
    const intentData = body.payment_intent_data as
      { metadata?: Record<string, string> } | undefined;
    intentMetadata.set(id, intentData?.metadata ?? {});
    return session;
  }

  function createRefund(body: Record<string, unknown>) {
    const intent = paymentIntents.get(String(body.payment_intent));
    if (!intent) {
      return {
        error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent' },
      };
    }
    const charge = charges.get(intent.latest_charge)!;
    if (charge.refunded) {
      return {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${charge.id} has already been refunded.`,
        },
      };
    }
    const amount = charge.amount - charge.amount_refunded;
    const refund: StandInRefund = {
      id: ids('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      payment_intent: intent.id,
      charge: charge.id,
      status: 'succeeded',
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return { refund };
  }

  function expanded(session: StandInSession, expand: string[]) {
    if (!expand.some((path) => path.startsWith('payment_intent')) || !session.payment_intent) {
      return session;
    }
    const intent = paymentIntents.get(session.payment_intent)!;
    const withCharge = expand.includes('payment_intent.latest_charge')
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
      : intent;
    return { ...session, payment_intent: withCharge };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = decodeStripeForm(raw);
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      if (failures > 0) {
        failures--;
        return stripeError(res, 500, { type: 'api_error', message: 'Stand-in failure' });
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return stripeError(res, 401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided',
        });
      }
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' && req.method === 'POST' ? idempotent.get(key) : null;
      if (replay) {
        if (replay.body !== raw) {
          return stripeError(res, 400, {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters.',
          });
        }
        res.writeHead(replay.status, {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
        });
        return res.end(replay.response);
      }
      const send = (status: number, payload: unknown) => {
        const response = JSON.stringify(payload);
        if (typeof key === 'string' && req.method === 'POST') {
          idempotent.set(key, { body: raw, status, response });
        }
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': ids('req') });
        res.end(response);
      };
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return send(200, createSession(body));
      }
      if (req.method === 'GET' && sessionPath) {
        const session = sessions.get(decodeURIComponent(sessionPath[1]!));
        if (!session) {
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', param: 'session' },
          });
        }
        const expand = [...url.searchParams]
          .filter(([k]) => k.startsWith('expand'))
          .map(([, v]) => v);
        return send(200, expanded(session, expand));
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const result = createRefund(body);
        return 'error' in result ? send(400, result) : send(200, result.refund);
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const intent = url.searchParams.get('payment_intent');
        const data = [...refunds.values()].filter((r) => r.payment_intent === intent).reverse();
        const limit = Number(url.searchParams.get('limit') ?? 10);
        return send(200, {
          object: 'list',
          url: '/v1/refunds',
          has_more: data.length > limit,
          data: data.slice(0, limit),
        });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  function sessionOrThrow(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`Unknown stand-in session ${sessionId}`);
    return session;
  }

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    secretKey,
    requests,
    sessions,
    charges,
    refunds,

    completeSession(sessionId) {
      const session = sessionOrThrow(sessionId);
      const metadata = intentMetadata.get(sessionId) ?? {};
      const intentId = ids('pi');
      const charge: StandInCharge = {
        id: ids('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: 0,
        currency: session.currency,
        payment_intent: intentId,
        refunded: false,
        // Stripe copies the PaymentIntent's metadata to its charges.
        metadata: { ...metadata },
      };
      charges.set(charge.id, charge);
      paymentIntents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        latest_charge: charge.id,
        metadata: { ...metadata },
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intentId,
        url: null,
      });
      return session;
    },

    expireSession(sessionId) {
      return Object.assign(sessionOrThrow(sessionId), { status: 'expired', url: null });
    },

    refundCharge(chargeId, amount) {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`Unknown stand-in charge ${chargeId}`);
      charge.amount_refunded += amount ?? charge.amount - charge.amount_refunded;
      charge.refunded = charge.amount_refunded >= charge.amount;
      return charge;
    },

    chargeOf(session) {
      const intent = session.payment_intent && paymentIntents.get(session.payment_intent);
      if (!intent) throw new Error(`Stand-in session ${session.id} is not paid`);
      return charges.get(intent.latest_charge)!;
    },

    failNext(count) {
      failures = count;
    },

    forgetIdempotencyKeys() {
      idempotent.clear();
    },

    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A Stripe event (as webhooks deliver it) around a copy of one object. */
export function stripeEventBody(type: string, object: object, created: Date): string {
  return JSON.stringify({
    id: ids('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object) },
  });
}

/** The headers of a webhook delivery signed the way Stripe signs them. */
export function signedStripeHeaders(body: string, secret: string, signedAt: Date): Headers {
  const stripe = new Stripe('sk_test_signing_only');
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(signedAt.getTime() / 1000),
  });
  return new Headers({ 'content-type': 'application/json', 'stripe-signature': signature });
}
