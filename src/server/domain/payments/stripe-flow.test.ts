import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, orders, payments, reservations } from '@/server/db/schema';
import { createStripeProvider } from '@/server/integrations/payments/stripe-provider';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import {
  signedStripeHeaders,
  startStripeStandIn,
  stripeEventBody,
  type StripeStandIn,
} from '../../../../tests/support/stripe-stand-in';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { cancelReservation } from '../reservations/cancel-reservation';
import { reserveDog } from '../reservations/reserve-dog';
import { getPaymentResult } from './get-payment-result';
import { setPaymentProviderForTests } from './payment-provider';
import { receivePaymentWebhook } from './receive-payment-webhook';
import { refundPayment } from './refund-payment';
import { startCardPayment } from './start-card-payment';
import { ok } from '../../../../tests/support/results';

const WEBHOOK_SECRET = 'whsec_test_domain_flow';
let handle: DatabaseHandle;
let stripe: StripeStandIn;

beforeAll(async () => {
  handle = await createTestDatabase();
  stripe = await startStripeStandIn();
  setPaymentProviderForTests(() =>
    createStripeProvider({
      secretKey: stripe.secretKey,
      webhookSecret: WEBHOOK_SECRET,
      host: stripe.host,
      port: stripe.port,
      protocol: stripe.protocol,
    }),
  );
});
afterAll(async () => {
  setPaymentProviderForTests(null);
  await stripe.close();
  await handle.close();
});

const ctxOf = (viewer: Viewer | null = null) => createTestContext(handle, { viewer });

async function checkout() {
  const puppy = await createTestPuppy(handle);
  const buyer = await createTestViewer(handle);
  const { orderId, reservationId } = ok(
    await reserveDog(ctxOf(buyer), {
      listingId: puppy.listing.id,
    }),
  );
  const started = ok(await startCardPayment(ctxOf(buyer), { orderId }));
  const [payment] = await handle.db
    .select()
    .from(payments)
    .where(eq(payments.id, started.paymentId));
  return { ...puppy, buyer, orderId, reservationId, payment: payment!, ...started };
}

const statusOf = async (orderId: string) =>
  (await handle.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('a deposit paid through Stripe Checkout (local API stand-in)', () => {
  it('opens a Checkout Session for the deposit and pays the order from the signed webhook', async () => {
    const flow = await checkout();
    expect(flow.payment.provider).toBe('stripe');
    const session = stripe.sessions.get(flow.payment.providerRef)!;
    expect(flow.redirectUrl).toBe(session.url);
    expect(session.metadata).toEqual({ paymentId: flow.paymentId });

    const completed = stripe.completeSession(session.id);
    const body = stripeEventBody('checkout.session.completed', completed, new Date());
    const deliver = (headers: Headers) =>
      receivePaymentWebhook(ctxOf(), { provider: 'stripe', rawBody: body, headers });
    await expect(
      deliver(signedStripeHeaders(body, 'whsec_someone_else', new Date())),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      deliver(signedStripeHeaders(body, WEBHOOK_SECRET, new Date(Date.now() - 10 * 60_000))),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await statusOf(flow.orderId)).toBe('pending');

    expect(await deliver(signedStripeHeaders(body, WEBHOOK_SECRET, new Date()))).toBe('processed');
    expect(await deliver(signedStripeHeaders(body, WEBHOOK_SECRET, new Date()))).toBe('duplicate');
    expect(await statusOf(flow.orderId)).toBe('paid');
    const [reservation] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, flow.reservationId));
    expect(reservation!.status).toBe('deposited');
  });

  it('the browser’s return reads the paid session when the webhook is late', async () => {
    const flow = await checkout();
    stripe.completeSession(flow.payment.providerRef);
    const result = await getPaymentResult(ctxOf(flow.buyer), { orderId: flow.orderId });
    expect(result.order.status).toBe('paid');
  });

  it('a breeder’s cancellation refunds the deposit through Stripe once', async () => {
    const flow = await checkout();
    stripe.completeSession(flow.payment.providerRef);
    await getPaymentResult(ctxOf(flow.buyer), { orderId: flow.orderId });
    await cancelReservation(ctxOf(flow.breeder), { reservationId: flow.reservationId });
    const queued = await handle.db.select().from(jobs).where(eq(jobs.type, 'refund'));
    const mine = queued.filter(
      (j) => (j.payload as { paymentId: string }).paymentId === flow.paymentId,
    );
    expect(mine).toHaveLength(1);
    await refundPayment(ctxOf(), { paymentId: flow.paymentId });
    await refundPayment(ctxOf(), { paymentId: flow.paymentId });
    const refunds = [...stripe.refunds.values()].filter(
      (refund) => refund.metadata.paymentId === flow.paymentId,
    );
    expect(refunds).toHaveLength(1);
    expect(await statusOf(flow.orderId)).toBe('refunded');
  });
});
