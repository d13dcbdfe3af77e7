import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '@/server/context';
import { jobs, listings, orders, paymentEvents, payments, reservations } from '@/server/db/schema';
import {
  deliver,
  sandboxHeaders,
  takeSandboxWebhooks,
} from '../../../../tests/support/payment-fixtures';
import { getPaymentResult } from './get-payment-result';
import { MAX_FAILED_ATTEMPTS } from './order-states';
import { receivePaymentWebhook } from './receive-payment-webhook';
import { reconcilePayments, RECONCILE_AFTER_MS } from './reconcile-payments';
import { refundPayment } from './refund-payment';
import { paySandboxCharge } from './sandbox-checkout';
import { startCardPayment } from './start-card-payment';
import { ok } from '../../../../tests/support/results';
import { DECLINED, PAYS, setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';

const bench = setUpSandboxCheckout();
const { ctxOf } = bench;

async function attempt(flow: { buyer: Viewer; orderId: string }) {
  const { paymentId, redirectUrl } = ok(
    await startCardPayment(ctxOf(flow.buyer), {
      orderId: flow.orderId,
    }),
  );
  return { paymentId, chargeId: redirectUrl.split('/').pop()! };
}

async function orderState(flow: { orderId: string; reservationId: string }) {
  const [order] = await bench.handle.db.select().from(orders).where(eq(orders.id, flow.orderId));
  const [reservation] = await bench.handle.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, flow.reservationId));
  const [listing] = await bench.handle.db
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, reservation!.listingId));
  const attempts = await bench.handle.db
    .select({ status: payments.status, refundReason: payments.refundReason })
    .from(payments)
    .where(eq(payments.orderId, flow.orderId))
    .orderBy(payments.createdAt);
  return {
    order: order!.status,
    paidBy: order!.paidPaymentId,
    reservation: reservation!.status,
    listing: listing!.status,
    attempts,
  };
}

const refundJobsOf = async (paymentId: string) =>
  (await bench.handle.db.select().from(jobs).where(eq(jobs.type, 'refund'))).filter(
    (job) => (job.payload as { paymentId: string }).paymentId === paymentId,
  );

const shuffle = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

/**
 * Delivers every body 1–5 times in random order; about a third of the deliveries crash just
 * before their commit and are delivered again later, as a provider retries. Returns how many
 * deliveries were processed (not duplicates).
 */
async function deliverWithCrashes(bodies: string[]): Promise<number> {
  let queue = shuffle(
    bodies.flatMap((body) => Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => body)),
  );
  let processed = 0;
  while (queue.length > 0) {
    const retry: string[] = [];
    for (const body of queue) {
      const crash = Math.random() < 0.33;
      try {
        const result = await receivePaymentWebhook(
          ctxOf(),
          { provider: 'sandbox', rawBody: body, headers: sandboxHeaders(body, bench.clock) },
          {
            beforeCommit: () => {
              if (crash) throw new Error('process killed');
            },
          },
        );
        if (result === 'processed') processed++;
      } catch (error) {
        expect((error as Error).message).toBe('process killed');
        retry.push(body);
      }
    }
    queue = shuffle(retry);
  }
  return processed;
}

describe('payment attempts of one order', () => {
  it('a second successful attempt is refunded at once and the buyer sees one paid deposit', async () => {
    for (let round = 0; round < 3; round++) {
      const flow = await bench.reserved();
      const first = await attempt(flow);
      const second = await attempt(flow);
      await paySandboxCharge(ctxOf(), first.chargeId, PAYS);
      await paySandboxCharge(ctxOf(), second.chargeId, PAYS);
      expect(await deliverWithCrashes(await takeSandboxWebhooks(bench.handle))).toBe(2);

      const paid = await orderState(flow);
      expect(paid).toMatchObject({ order: 'paid', reservation: 'deposited', listing: 'reserved' });
      const duplicate = paid.paidBy === first.paymentId ? second : first;
      expect([first.paymentId, second.paymentId]).toContain(paid.paidBy);
      expect(await refundJobsOf(duplicate.paymentId)).toHaveLength(1);
      expect(await refundJobsOf(paid.paidBy!)).toHaveLength(0);

      // The refund goes through; its webhook, replayed and crashing, changes only that attempt.
      await refundPayment(ctxOf(), { paymentId: duplicate.paymentId });
      expect(await deliverWithCrashes(await takeSandboxWebhooks(bench.handle))).toBe(1);
      await refundPayment(ctxOf(), { paymentId: duplicate.paymentId });
      expect(await takeSandboxWebhooks(bench.handle)).toEqual([]);

      const after = await orderState(flow);
      expect(after).toMatchObject({ order: 'paid', paidBy: paid.paidBy, reservation: 'deposited' });
      expect(after.attempts.map((a) => a.status).sort()).toEqual(['refunded', 'succeeded']);
      expect(after.attempts.find((a) => a.status === 'refunded')!.refundReason).toBe('duplicate');
      const page = await getPaymentResult(ctxOf(flow.buyer), { orderId: flow.orderId });
      expect(page.payment).toMatchObject({ id: paid.paidBy, status: 'succeeded' });
    }
  });

  it('a declined card can be followed by another card while the hold lasts', async () => {
    const flow = await bench.reserved();
    const declined = await attempt(flow);
    await paySandboxCharge(ctxOf(), declined.chargeId, DECLINED);
    await deliver(ctxOf(), (await takeSandboxWebhooks(bench.handle))[0]!);
    const page = await getPaymentResult(ctxOf(flow.buyer), { orderId: flow.orderId });
    expect(page.payment).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(page.order.status).toBe('pending');

    const retry = await attempt(flow);
    await paySandboxCharge(ctxOf(), retry.chargeId, PAYS);
    await deliver(ctxOf(), (await takeSandboxWebhooks(bench.handle))[0]!);
    expect(await orderState(flow)).toMatchObject({
      order: 'paid',
      paidBy: retry.paymentId,
      reservation: 'deposited',
    });
  });

  it(`the ${MAX_FAILED_ATTEMPTS}th declined card ends the order and frees the dog`, async () => {
    const flow = await bench.reserved();
    for (let n = 1; n <= MAX_FAILED_ATTEMPTS; n++) {
      const next = await attempt(flow);
      await paySandboxCharge(ctxOf(), next.chargeId, DECLINED);
      await deliver(ctxOf(), (await takeSandboxWebhooks(bench.handle))[0]!);
      const expected =
        n < MAX_FAILED_ATTEMPTS
          ? { order: 'pending', reservation: 'awaiting_payment', listing: 'reserved' }
          : { order: 'failed', reservation: 'expired', listing: 'active' };
      expect(await orderState(flow), `after ${n} declines`).toMatchObject(expected);
    }
    await expect(attempt(flow)).rejects.toThrow('Refused: orderNotPayable');
  });
});

describe('webhooks checked against the attempt they name', () => {
  const tamper = (body: string, data: Record<string, unknown>) => {
    const event = JSON.parse(body) as { data: Record<string, unknown> };
    return JSON.stringify({ ...event, data: { ...event.data, ...data } });
  };

  it('refuses a signed event whose amount, currency, charge or attempt differ, or that has no data', async () => {
    const flow = await bench.reserved();
    const paying = await attempt(flow);
    await paySandboxCharge(ctxOf(), paying.chargeId, PAYS);
    const [body] = await takeSandboxWebhooks(bench.handle);
    const amount = (JSON.parse(body!) as { data: { amount: number } }).data.amount;
    const forged = [
      tamper(body!, { amount: amount - 1 }),
      tamper(body!, { currency: 'XXX' }),
      tamper(body!, { chargeId: 'ch_sbx_000000000000000000000000' }),
      tamper(body!, { paymentId: '00000000-0000-4000-8000-000000000000' }),
      tamper(body!, { paymentId: 'not-a-uuid' }),
      JSON.stringify({ id: 'evt_sbx_empty', type: 'charge.succeeded', created: 1 }),
      JSON.stringify({ ...JSON.parse(body!), id: 'evt_sbx_nulls', data: null }),
    ];
    for (const rawBody of forged) {
      await expect(
        receivePaymentWebhook(ctxOf(), {
          provider: 'sandbox',
          rawBody,
          headers: sandboxHeaders(rawBody, bench.clock),
        }),
      ).rejects.toMatchObject({ code: 'VALIDATION', fields: { form: 'webhookRefused' } });
    }
    const eventId = (JSON.parse(body!) as { id: string }).id;
    const recorded = () =>
      bench.handle.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
    expect(await recorded()).toEqual([]);
    expect(await orderState(flow)).toMatchObject({
      order: 'pending',
      reservation: 'awaiting_payment',
    });
    // The genuine event still pays.
    expect(await deliver(ctxOf(), body!)).toBe('processed');
    expect((await orderState(flow)).order).toBe('paid');
    expect(await recorded()).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('a charge whose webhook was lost ends as paid once the provider is asked', async () => {
    const flow = await bench.reserved();
    const paying = await attempt(flow);
    await paySandboxCharge(ctxOf(), paying.chargeId, PAYS);
    await takeSandboxWebhooks(bench.handle); // the process died before the webhook was sent
    expect(await reconcilePayments(ctxOf())).toBe(0); // too early: the webhook may still come
    bench.clock = new Date(bench.clock.getTime() + RECONCILE_AFTER_MS + 1000);
    expect(await reconcilePayments(ctxOf())).toBeGreaterThanOrEqual(1);
    expect(await orderState(flow)).toMatchObject({ order: 'paid', reservation: 'deposited' });
    expect(await reconcilePayments(ctxOf())).toBe(0);
  });

  it('an abandoned card page is asked about again later, and changes nothing', async () => {
    const flow = await bench.reserved();
    const open = await attempt(flow);
    bench.clock = new Date(bench.clock.getTime() + RECONCILE_AFTER_MS + 1000);
    await reconcilePayments(ctxOf());
    const [row] = await bench.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, open.paymentId));
    expect(row).toMatchObject({ status: 'requires_action' });
    expect(row!.updatedAt.getTime()).toBe(bench.clock.getTime());
  });
});
