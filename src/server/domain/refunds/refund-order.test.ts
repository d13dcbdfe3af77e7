import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '@/server/context';
import {
  adminActions,
  invoices,
  orders,
  payments,
  refunds,
  subscriptions,
} from '@/server/db/schema';
import { createTestBankOrder } from '../../../../tests/support/bank-transfer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { ok } from '../../../../tests/support/results';
import { setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import { buyByCard } from '../../../../tests/support/service-checkout';
import { markBankTransferReceived } from '../bank-transfers/mark-bank-transfer-received';
import { refundOrder } from './refund-order';

const bench = setUpSandboxCheckout();
const IBAN = 'HU42 1177 3016 1111 1018 0000 0000';
const key = () => randomUUID();

async function tableCounts() {
  const db = bench.handle.db;
  const [r, i, a] = await Promise.all([
    db.select().from(refunds),
    db.select().from(invoices),
    db.select().from(adminActions),
  ]);
  return { refunds: r.length, invoices: i.length, audit: a.length };
}

async function paidByCard(months = 12) {
  const breeder = await createTestViewer(bench.handle);
  const { orderId } = await buyByCard(bench, breeder, { months, currency: 'HUF' });
  const [order] = await bench.handle.db.select().from(orders).where(eq(orders.id, orderId));
  return { breeder, order: order! };
}

async function paidByBank(admin: Viewer) {
  const breeder = await createTestViewer(bench.handle);
  const order = await createTestBankOrder(bench.handle, breeder, { amount: 4900, planMonths: 3 });
  ok(await markBankTransferReceived(bench.ctxOf(admin), { orderId: order.id }));
  return order;
}

const periodOf = async (orderId: string) =>
  (
    await bench.handle.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId))
  )[0]!;

describe('refundOrder by card', () => {
  it('refunds a part, then the rest: credit notes, a shorter plan, then the plan ended', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMINM');
    const { order } = await paidByCard(12);
    const before = await periodOf(order.id);
    const part = Math.floor(order.amount / 4);
    const first = ok(
      await refundOrder(bench.ctxOf(admin), {
        orderId: order.id,
        amount: part,
        reason: 'Kennel closed for a quarter',
        idempotencyKey: key(),
      }),
    );
    expect(first.refund).toMatchObject({ status: 'succeeded', method: 'card', amount: part });
    expect(first.refund.providerRef).toMatch(/^re_/);
    expect(first.orderRefunded).toBe(false);
    const shortened = await periodOf(order.id);
    expect(shortened.status).toBe('active');
    const kept = shortened.endsAt.getTime() - shortened.startsAt.getTime();
    const full = before.endsAt.getTime() - before.startsAt.getTime();
    expect(Math.abs(kept / full - 0.75)).toBeLessThan(0.001);
    const notes = await bench.handle.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    expect(notes.map((note) => note.gross)).toEqual([part]);

    const rest = ok(
      await refundOrder(bench.ctxOf(admin), {
        orderId: order.id,
        amount: order.amount - part,
        reason: 'Closed for good',
        idempotencyKey: key(),
      }),
    );
    expect(rest.orderRefunded).toBe(true);
    const [after] = await bench.handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('refunded');
    const [payment] = await bench.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, order.paidPaymentId!));
    expect(payment!.status).toBe('refunded');
    expect((await periodOf(order.id)).status).toBe('cancelled');
    const credited = await bench.handle.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    expect(credited.reduce((total, note) => total + note.gross, 0)).toBe(order.amount);
    const trail = await bench.handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, order.id));
    expect(trail.map((entry) => [entry.action, entry.reason])).toEqual([
      ['order.refund', 'Kennel closed for a quarter'],
      ['order.refund', 'Closed for good'],
    ]);
  });

  it('gives the same refund for the same key, and never more than is left', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMIN');
    const { order } = await paidByCard(1);
    const input = { orderId: order.id, amount: 100, reason: 'Goodwill', idempotencyKey: key() };
    const once = ok(await refundOrder(bench.ctxOf(admin), input));
    const twice = ok(await refundOrder(bench.ctxOf(admin), input));
    expect(twice.refund.id).toBe(once.refund.id);
    const counts = await tableCounts();
    expect(
      await refundOrder(bench.ctxOf(admin), {
        ...input,
        amount: order.amount,
        idempotencyKey: key(),
      }),
    ).toEqual({ ok: false, code: 'refundTooLarge' });
    expect(await tableCounts()).toEqual(counts);
  });

  it('refuses bad input and other roles, changing nothing', async () => {
    const [admin, verifier] = await Promise.all([
      createTestViewer(bench.handle, 'ADMINM'),
      createTestViewer(bench.handle, 'ADMINV'),
    ]);
    const { order } = await paidByCard(1);
    const counts = await tableCounts();
    const input = { orderId: order.id, amount: 100, reason: 'Goodwill', idempotencyKey: key() };
    const refused = (viewer: Viewer, patch: object) =>
      refundOrder(bench.ctxOf(viewer), { ...input, ...patch });
    await expect(refused(admin, { amount: -5 })).rejects.toMatchObject({
      fields: { amount: 'refundAmountInvalid' },
    });
    await expect(refused(admin, { amount: 1.5 })).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(refused(admin, { reason: ' ' })).rejects.toMatchObject({
      fields: { reason: 'reasonRequired' },
    });
    await expect(refused(admin, { orderId: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(refused(admin, { orderId: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await refused(admin, { payout: { iban: IBAN, sentOn: '2026-01-02' } })).toEqual({
      ok: false,
      code: 'payoutNotAllowed',
    });
    await expect(refused(verifier, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(refundOrder(bench.ctxOf(null), input)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await tableCounts()).toEqual(counts);
  });
});

describe('refundOrder of a bank transfer', () => {
  it('records the payout the admin made, with its IBAN and date, in one transaction', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMINM');
    const order = await paidByBank(admin);
    const input = { orderId: order.id, amount: 4900, reason: 'Paid twice', idempotencyKey: key() };
    const counts = await tableCounts();
    expect(await refundOrder(bench.ctxOf(admin), input)).toEqual({
      ok: false,
      code: 'payoutRequired',
    });
    await expect(
      refundOrder(bench.ctxOf(admin), {
        ...input,
        payout: { iban: 'HU42 1177 3016 1111 1018 0000 0001', sentOn: '2026-13-40' },
      }),
    ).rejects.toMatchObject({ fields: { iban: 'ibanInvalid', sentOn: 'payoutDateInvalid' } });
    expect(await tableCounts()).toEqual(counts);
    const today = bench.clock.toISOString().slice(0, 10);
    const done = ok(
      await refundOrder(bench.ctxOf(admin), { ...input, payout: { iban: IBAN, sentOn: today } }),
    );
    expect(done.refund).toMatchObject({
      status: 'succeeded',
      method: 'bank_payout',
      payoutIban: 'HU42117730161111101800000000',
      payoutSentOn: today,
    });
    expect(done.orderRefunded).toBe(true);
    const [after] = await bench.handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('refunded');
    expect((await periodOf(order.id)).status).toBe('cancelled');
    expect(
      await refundOrder(bench.ctxOf(admin), { ...input, amount: 1, idempotencyKey: key() }),
    ).toEqual({ ok: false, code: 'notRefundable' });
  });
});
