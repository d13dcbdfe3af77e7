// Runs on PGlite too: money moves the same on the embedded default.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  jobs,
  listings,
  orders,
  paymentEvents,
  payments,
  reservations,
  sandboxCharges,
} from '@/server/db/schema';
import { createTestViewer } from '../../../../tests/support/factories';
import {
  deliver,
  queuedEmails,
  sandboxHeaders,
  takeSandboxWebhooks,
} from '../../../../tests/support/payment-fixtures';
import { expireReservations } from '../reservations/expire-reservations';
import { getPaymentResult } from './get-payment-result';
import { receivePaymentWebhook } from './receive-payment-webhook';
import { refundPayment } from './refund-payment';
import { paySandboxCharge } from './sandbox-checkout';
import { startCardPayment } from './start-card-payment';
import { ok } from '../../../../tests/support/results';
import { DECLINED, PAYS, setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';

const bench = setUpSandboxCheckout();
const { ctxOf } = bench;

/** A buyer reserves a new puppy and opens the card page; returns the ids on the way. */
async function checkout() {
  const flow = await bench.reserved();
  const { buyer, orderId } = flow;
  const { paymentId, redirectUrl } = ok(await startCardPayment(ctxOf(buyer), { orderId }));
  const chargeId = redirectUrl.split('/').pop()!;
  return { ...flow, paymentId, chargeId };
}

async function state(ids: { orderId: string; reservationId: string; paymentId: string }) {
  const [order] = await bench.handle.db.select().from(orders).where(eq(orders.id, ids.orderId));
  const [reservation] = await bench.handle.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, ids.reservationId));
  const [payment] = await bench.handle.db
    .select()
    .from(payments)
    .where(eq(payments.id, ids.paymentId));
  const [listing] = await bench.handle.db
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, reservation!.listingId));
  return {
    order: order!.status,
    reservation: reservation!.status,
    payment: payment!.status,
    listing: listing!.status,
  };
}

const shuffle = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

describe('card deposit through the sandbox provider', () => {
  it('a paid deposit holds the dog and tells buyer and breeder', async () => {
    const flow = await checkout();
    const page = await paySandboxCharge(ctxOf(), flow.chargeId, PAYS);
    expect(page).toMatchObject({ kind: 'done' });
    const [body] = await takeSandboxWebhooks(bench.handle);
    expect(await deliver(ctxOf(), body!)).toBe('processed');
    expect(await state(flow)).toEqual({
      order: 'paid',
      reservation: 'deposited',
      payment: 'succeeded',
      listing: 'reserved',
    });
    const buyerMail = await queuedEmails(
      bench.handle,
      'reservationPaid',
      `${flow.buyer.id}@example.test`,
    );
    const breederMail = await queuedEmails(
      bench.handle,
      'reservationReceived',
      `${flow.breeder.id}@example.test`,
    );
    expect(buyerMail).toHaveLength(1);
    expect(breederMail).toHaveLength(1);
    expect(buyerMail[0]!.values.url).toMatch(/\/en\/my-dogs\/reserved$/);
  });

  it('a declined card keeps the hold, so the buyer can try another card', async () => {
    const flow = await checkout();
    await paySandboxCharge(ctxOf(), flow.chargeId, DECLINED);
    const [body] = await takeSandboxWebhooks(bench.handle);
    await deliver(ctxOf(), body!);
    expect(await state(flow)).toEqual({
      order: 'pending',
      reservation: 'awaiting_payment',
      payment: 'failed',
      listing: 'reserved',
    });
    const [payment] = await bench.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, flow.paymentId));
    expect(payment!.failureCode).toBe('card_declined');
  });

  it('refuses a bad signature and a stale timestamp, recording nothing', async () => {
    const flow = await checkout();
    await paySandboxCharge(ctxOf(), flow.chargeId, PAYS);
    const [body] = await takeSandboxWebhooks(bench.handle);
    const attempts = [
      sandboxHeaders(body!, bench.clock, 'a-different-secret-0123456789'),
      sandboxHeaders(body!, new Date(bench.clock.getTime() - 6 * 60_000)),
      sandboxHeaders(body!.replace('charge.succeeded', 'charge.refunded'), bench.clock),
      new Headers(),
    ];
    for (const headers of attempts) {
      await expect(
        receivePaymentWebhook(ctxOf(), { provider: 'sandbox', rawBody: body!, headers }),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
    }
    const eventId = (JSON.parse(body!) as { id: string }).id;
    const recorded = await bench.handle.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, eventId));
    expect(recorded).toEqual([]);
    expect((await state(flow)).order).toBe('pending');
  });

  it('replays in random order, 1–5 times each, leave exactly one paid order (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const flow = await checkout();
      // A failed attempt's event for the same payment arrives late and out of order.
      await paySandboxCharge(ctxOf(), flow.chargeId, PAYS);
      const [paid] = await takeSandboxWebhooks(bench.handle);
      const late = JSON.stringify({
        ...JSON.parse(paid!),
        id: `evt_sbx_late_${round}`,
        type: 'charge.failed',
        data: { ...JSON.parse(paid!).data, failureCode: 'card_declined' },
      });
      const deliveries = shuffle(
        [paid!, late].flatMap((body) =>
          Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => body),
        ),
      );
      const results = await Promise.all(deliveries.map((body) => deliver(ctxOf(), body)));
      expect(results.filter((r) => r === 'processed')).toHaveLength(2);
      const after = await state(flow);
      // The failure may be applied first only if it came first; the success always wins a
      // pending order, and a failure can never undo a success.
      const events = await bench.handle.db.select().from(paymentEvents);
      const mine = events.filter(
        (e) => (e.payload as { data: { paymentId: string } }).data.paymentId === flow.paymentId,
      );
      expect(mine).toHaveLength(2);
      const paidOrders = await bench.handle.db
        .select()
        .from(orders)
        .where(eq(orders.id, flow.orderId));
      expect(['paid', 'pending']).toContain(paidOrders[0]!.status);
      if (after.order === 'paid') {
        expect(after).toMatchObject({ reservation: 'deposited', payment: 'succeeded' });
        expect(
          await queuedEmails(bench.handle, 'reservationPaid', `${flow.buyer.id}@example.test`),
        ).toHaveLength(1);
      } else {
        // The refusal came first: the attempt is over, the hold stays for another card.
        expect(after).toMatchObject({
          reservation: 'awaiting_payment',
          payment: 'failed',
          listing: 'reserved',
        });
      }
    }
  });

  it('the same success replayed 1–5 times in any order pays the order exactly once', async () => {
    for (let round = 0; round < 10; round++) {
      const flow = await checkout();
      await paySandboxCharge(ctxOf(), flow.chargeId, PAYS);
      const [paid] = await takeSandboxWebhooks(bench.handle);
      const times = 1 + Math.floor(Math.random() * 5);
      const results = await Promise.all(
        Array.from({ length: times }, () => deliver(ctxOf(), paid!)),
      );
      expect(results.filter((r) => r === 'processed')).toHaveLength(1);
      expect(results.filter((r) => r === 'duplicate')).toHaveLength(times - 1);
      expect(await state(flow)).toMatchObject({ order: 'paid', reservation: 'deposited' });
      expect(
        await queuedEmails(bench.handle, 'reservationPaid', `${flow.buyer.id}@example.test`),
      ).toHaveLength(1);
    }
  });

  it('a crash between receipt and commit leaves nothing, and the retry pays once', async () => {
    const flow = await checkout();
    await paySandboxCharge(ctxOf(), flow.chargeId, PAYS);
    const [body] = await takeSandboxWebhooks(bench.handle);
    await expect(
      receivePaymentWebhook(
        ctxOf(),
        { provider: 'sandbox', rawBody: body!, headers: sandboxHeaders(body!, bench.clock) },
        {
          beforeCommit: () => {
            throw new Error('process killed');
          },
        },
      ),
    ).rejects.toThrow('process killed');
    expect(await state(flow)).toMatchObject({ order: 'pending', payment: 'requires_action' });
    const id = (JSON.parse(body!) as { id: string }).id;
    expect(
      await bench.handle.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)),
    ).toEqual([]);
    expect(await deliver(ctxOf(), body!)).toBe('processed');
    expect(await deliver(ctxOf(), body!)).toBe('duplicate');
    expect(await state(flow)).toMatchObject({ order: 'paid', reservation: 'deposited' });
  });

  it('the browser’s return and the webhook racing each other pay the order once', async () => {
    for (let round = 0; round < 5; round++) {
      const flow = await checkout();
      await paySandboxCharge(ctxOf(), flow.chargeId, PAYS);
      const [body] = await takeSandboxWebhooks(bench.handle);
      const [page] = await Promise.all([
        getPaymentResult(ctxOf(flow.buyer), { orderId: flow.orderId }),
        deliver(ctxOf(), body!),
      ]);
      expect(page.order.id).toBe(flow.orderId);
      expect(await state(flow)).toMatchObject({ order: 'paid', reservation: 'deposited' });
      expect(
        await queuedEmails(bench.handle, 'reservationReceived', `${flow.breeder.id}@example.test`),
      ).toHaveLength(1);
    }
  });

  it('only the buyer sees their payment result', async () => {
    const flow = await checkout();
    for (const viewer of [null, await createTestViewer(bench.handle), flow.breeder]) {
      await expect(
        getPaymentResult(ctxOf(viewer), { orderId: flow.orderId }),
      ).rejects.toMatchObject({ code: viewer ? 'NOT_FOUND' : 'UNAUTHENTICATED' });
      await expect(
        startCardPayment(ctxOf(viewer), { orderId: flow.orderId }),
      ).rejects.toMatchObject({ code: viewer ? 'NOT_FOUND' : 'UNAUTHENTICATED' });
    }
  });

  it('an unpaid reservation expires after 30 minutes; money arriving later goes back', async () => {
    const flow = await checkout();
    bench.clock = new Date(bench.clock.getTime() + 31 * 60_000);
    expect(await expireReservations(ctxOf())).toBeGreaterThanOrEqual(1);
    expect(await state(flow)).toEqual({
      order: 'cancelled',
      reservation: 'expired',
      payment: 'requires_action',
      listing: 'active',
    });
    expect(await startCardPayment(ctxOf(flow.buyer), { orderId: flow.orderId })).toEqual({
      ok: false,
      code: 'orderNotPayable',
    });

    // The payer was still on the card page and paid anyway.
    await paySandboxCharge(ctxOf(), flow.chargeId, PAYS);
    const [body] = await takeSandboxWebhooks(bench.handle);
    await deliver(ctxOf(), body!);
    const refunds = await bench.handle.db.select().from(jobs).where(eq(jobs.type, 'refund'));
    const mine = refunds.filter(
      (j) => (j.payload as { paymentId: string }).paymentId === flow.paymentId,
    );
    expect(mine).toHaveLength(1);
    await refundPayment(ctxOf(), { paymentId: flow.paymentId });
    expect(await state(flow)).toMatchObject({ order: 'cancelled', payment: 'refunded' });
    const [charge] = await bench.handle.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, flow.chargeId));
    expect(charge!.status).toBe('refunded');
    // Refunding twice changes nothing more.
    await refundPayment(ctxOf(), { paymentId: flow.paymentId });
    expect((await state(flow)).payment).toBe('refunded');
  });

  it('does not expire a reservation before its 30 minutes', async () => {
    const flow = await checkout();
    bench.clock = new Date(bench.clock.getTime() + 29 * 60_000);
    await expireReservations(ctxOf());
    expect((await state(flow)).reservation).toBe('awaiting_payment');
  });
});
