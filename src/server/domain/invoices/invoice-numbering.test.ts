// Runs on PGlite too: invoice numbers must stay gap-free under concurrency on the embedded default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase, usingPostgresServer } from '../../../../tests/support/test-database';
import {
  createPaidServiceOrder,
  TEST_PERIOD,
  testInvoiceBuyer,
} from '../../../../tests/support/invoice-factories';
import { ok } from '../../../../tests/support/results';
import { formatInvoiceNumber } from './invoice-number';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const at = (iso: string) => createTestContext(handle, { now: new Date(iso) });

async function invoiceOrder(now: string) {
  const { order } = await createPaidServiceOrder(handle);
  return ok(await issueInvoice(at(now), { order, buyer: testInvoiceBuyer(), ...TEST_PERIOD }))
    .invoice;
}

describe('invoice numbers', () => {
  it('are written per series and year with six digits', () => {
    expect(formatInvoiceNumber('invoice', 2026, 123)).toBe('2026-000123');
    expect(formatInvoiceNumber('credit_note', 2026, 7)).toBe('CN-2026-000007');
  });

  it(`run 1..50 without gaps or duplicates under 50 concurrent payments (${usingPostgresServer() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, () => createPaidServiceOrder(handle)),
    );
    const issued = await Promise.all(
      created.map(({ order }) =>
        issueInvoice(at('2030-05-01T12:00:00Z'), {
          order,
          buyer: testInvoiceBuyer(),
          ...TEST_PERIOD,
        }),
      ),
    );
    const sequences = issued.map((result) => ok(result).invoice.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const numbers = new Set(issued.map((result) => ok(result).invoice.number));
    expect(numbers.size).toBe(50);
    expect(numbers).toContain('2030-000001');
    expect(numbers).toContain('2030-000050');
  });

  it('a payment rolled back after taking a number leaves no gap', async () => {
    expect((await invoiceOrder('2031-02-01T00:00:00Z')).number).toBe('2031-000001');
    const { order } = await createPaidServiceOrder(handle);
    await expect(
      handle.db.transaction(async (tx) => {
        const result = await issueInvoice(
          { ...at('2031-02-02T00:00:00Z'), db: tx },
          { order, buyer: testInvoiceBuyer(), ...TEST_PERIOD },
        );
        expect(ok(result).invoice.number).toBe('2031-000002');
        throw new Error('the payment failed after the invoice');
      }),
    ).rejects.toThrow('the payment failed');
    expect((await invoiceOrder('2031-02-03T00:00:00Z')).number).toBe('2031-000002');
  });

  it('start again at 1 each year, and credit notes have their own series', async () => {
    const last2032 = await invoiceOrder('2032-12-31T23:59:59Z');
    const first2033 = await invoiceOrder('2033-01-01T00:00:00Z');
    expect([last2032.number, first2033.number]).toEqual(['2032-000001', '2033-000001']);
    const note = ok(
      await issueCreditNote(at('2033-01-02T00:00:00Z'), {
        orderId: first2033.orderId,
        amount: 1000,
      }),
    ).creditNote;
    expect(note.number).toBe('CN-2033-000001');
    expect((await invoiceOrder('2033-01-03T00:00:00Z')).number).toBe('2033-000002');
  });
});
