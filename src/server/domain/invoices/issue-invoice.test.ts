import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { invoices } from '@/server/db/schema';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import {
  createPaidServiceOrder,
  TEST_PERIOD,
  testInvoiceBuyer,
} from '../../../../tests/support/invoice-factories';
import { ok } from '../../../../tests/support/results';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const ctx = () => createTestContext(handle, { now: new Date('2026-03-14T10:00:00Z') });

describe('issueInvoice', () => {
  it('splits the charged price by the buyer’s VAT and copies parties, line and language', async () => {
    const { order } = await createPaidServiceOrder(handle, {
      amount: 2_990,
      currency: 'EUR',
      planMonths: 3,
      type: 'upcoming_litters',
      locale: 'cs',
    });
    const buyer = testInvoiceBuyer({ countryCode: 'cz', city: 'Brno', name: 'Jana Dvořáková' });
    const { invoice, isNew } = ok(await issueInvoice(ctx(), { order, buyer, ...TEST_PERIOD }));
    expect(isNew).toBe(true);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      service: 'upcoming_litters',
      planMonths: 3,
      gross: 2_990,
      net: 2_471,
      vat: 519,
      currency: 'EUR',
      vatRate: 2100,
      vatTreatment: 'eu_consumer',
      locale: 'cs',
      periodStart: TEST_PERIOD.periodStart,
      periodEnd: TEST_PERIOD.periodEnd,
      issuedAt: new Date('2026-03-14T10:00:00Z'),
    });
    expect(invoice.buyer).toEqual({ ...buyer, countryCode: 'CZ' });
    expect(invoice.seller).toMatchObject({ countryCode: 'HU', vatNumber: 'HU12345676' });
  });

  it('charges no VAT to an EU business with a checked VAT number (reverse charge)', async () => {
    const { order } = await createPaidServiceOrder(handle, { amount: 49_900, currency: 'PLN' });
    const buyer = testInvoiceBuyer({
      kind: 'company',
      companyName: 'Hodowla Pod Lipą sp. z o.o.',
      vatNumber: 'PL5260250274',
      vatChecked: 'vies',
      countryCode: 'PL',
    });
    const { invoice } = ok(await issueInvoice(ctx(), { order, buyer, ...TEST_PERIOD }));
    expect(invoice).toMatchObject({
      net: 49_900,
      vat: 0,
      vatRate: 0,
      vatTreatment: 'reverse_charge',
    });
  });

  it('is idempotent: a second call returns the same invoice and takes no number', async () => {
    const { order } = await createPaidServiceOrder(handle);
    const input = { order, buyer: testInvoiceBuyer(), ...TEST_PERIOD };
    const [first, second] = await Promise.all([
      issueInvoice(ctx(), input),
      issueInvoice(ctx(), input),
    ]);
    const third = ok(await issueInvoice(ctx(), input));
    expect(ok(second).invoice.id).toBe(ok(first).invoice.id);
    expect(third).toMatchObject({ isNew: false, invoice: { id: ok(first).invoice.id } });
    expect([ok(first).isNew, ok(second).isNew].sort()).toEqual([false, true]);
    const rows = await handle.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [
      'a reservation deposit (the breeder’s money)',
      { type: 'reservation_deposit' },
      'notInvoiceable',
    ],
    ['an order not paid yet', { status: 'pending' }, 'orderNotPaid'],
  ] as const)('refuses %s and writes nothing', async (_name, options, code) => {
    const { order } = await createPaidServiceOrder(handle, options);
    const result = await issueInvoice(ctx(), { order, buyer: testInvoiceBuyer(), ...TEST_PERIOD });
    expect(result).toEqual({ ok: false, code });
    const rows = await handle.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rows).toEqual([]);
  });
});

describe('issueCreditNote', () => {
  async function invoiced(amount: number, currency = 'EUR') {
    const { order } = await createPaidServiceOrder(handle, { amount, currency });
    const { invoice } = ok(
      await issueInvoice(ctx(), { order, buyer: testInvoiceBuyer(), ...TEST_PERIOD }),
    );
    return invoice;
  }

  it('credits a whole order with the invoice’s exact net and VAT', async () => {
    const invoice = await invoiced(990_000, 'HUF');
    const { creditNote, remaining } = ok(
      await issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 990_000 }),
    );
    expect(remaining).toBe(0);
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      correctsInvoiceId: invoice.id,
      gross: 990_000,
      net: invoice.net,
      vat: invoice.vat,
      vatRate: 2700,
      buyer: invoice.buyer,
    });
    expect(invoice).toMatchObject({ net: 779_500, vat: 210_500 });
    expect(creditNote).toMatchObject({});
    expect(creditNote.number).toMatch(/^CN-2026-\d{6}$/);
  });

  it('credits in parts, and the parts add up to the invoice to the unit', async () => {
    const invoice = await invoiced(10_001);
    const first = ok(await issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 3_333 }));
    expect(first.remaining).toBe(6_668);
    expect(first.creditNote).toMatchObject({ gross: 3_333, net: 2_624, vat: 709 });
    const second = ok(await issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 3_333 }));
    const rest = ok(await issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 3_335 }));
    expect(rest.remaining).toBe(0);
    const notes = [first, second, rest].map((r) => r.creditNote);
    expect(notes.reduce((s, n) => s + n.net, 0)).toBe(invoice.net);
    expect(notes.reduce((s, n) => s + n.vat, 0)).toBe(invoice.vat);
  });

  it('refuses to credit more than the invoice still holds, and writes nothing', async () => {
    const invoice = await invoiced(5_000);
    ok(await issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 4_000 }));
    expect(await issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 1_001 })).toEqual({
      ok: false,
      code: 'creditTooLarge',
    });
    const rows = await handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.correctsInvoiceId, invoice.id));
    expect(rows).toHaveLength(1);
  });

  it('lets only one of two concurrent credits of the rest through', async () => {
    const invoice = await invoiced(8_000);
    const results = await Promise.all([
      issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 8_000 }),
      issueCreditNote(ctx(), { orderId: invoice.orderId, amount: 8_000 }),
    ]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
  });

  it.each([0, -100, 12.5])('refuses the amount %s', async (amount) => {
    const invoice = await invoiced(5_000);
    expect(await issueCreditNote(ctx(), { orderId: invoice.orderId, amount })).toEqual({
      ok: false,
      code: 'creditAmountInvalid',
    });
  });

  it('refuses an order that has no invoice', async () => {
    const { order } = await createPaidServiceOrder(handle);
    expect(await issueCreditNote(ctx(), { orderId: order.id, amount: 100 })).toEqual({
      ok: false,
      code: 'invoiceMissing',
    });
  });
});
