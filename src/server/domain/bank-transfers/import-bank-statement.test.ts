// Runs on PGlite too: the embedded start imports statements into PGlite.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { bankStatementEntries, orders, payments } from '@/server/db/schema';
import {
  createTestBankOrder,
  recordServiceOrdersPaid,
} from '../../../../tests/support/bank-transfer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { importBankStatement } from './import-bank-statement';
import { markBankTransferReceived } from './mark-bank-transfer-received';
import { resolveStatementEntry } from './resolve-statement-entry';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const NOV_20 = fixture('camt053-2026-11-20.xml');
const NOV_21 = fixture('camt053-2026-11-21.xml');

let handle: DatabaseHandle;
let admin: Viewer;
const ids: Record<string, string> = {};
const paid = recordServiceOrdersPaid();
const ctx = () => createTestContext(handle, { viewer: admin });

beforeAll(async () => {
  handle = await createTestDatabase();
  admin = await createTestViewer(handle, 'ADMINM');
  const buyer = await createTestViewer(handle);
  const made = {
    A: { amount: 4900, currency: 'EUR', bankReference: 'RF14DMTEST00000A' },
    B: { amount: 4900, currency: 'EUR', bankReference: 'RF84DMTEST00000B' },
    C: { amount: 4900, currency: 'EUR', bankReference: 'RF57DMTEST00000C' },
    D: { amount: 1_200_000, currency: 'HUF', bankReference: 'RF30DMTEST00000D' },
    E: { amount: 4900, currency: 'EUR', bankReference: 'RF03DMTEST00000E' },
    F: { amount: 4900, currency: 'EUR', bankReference: 'RF73DMTEST00000F' },
  };
  for (const [name, options] of Object.entries(made)) {
    ids[name] = (await createTestBankOrder(handle, buyer, options)).id;
  }
  await markBankTransferReceived(ctx(), { orderId: ids.E! });
});
afterAll(() => handle.close());

async function statuses() {
  const rows = await handle.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, Object.values(ids)));
  const byId = new Map(rows.map((row) => [row.id, row.status]));
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, byId.get(id)]));
}

describe('importBankStatement', () => {
  it('pays exact matches and flags partial, over, unknown and already-paid credits', async () => {
    const result = await importBankStatement(ctx(), { xml: NOV_20, fileName: 'nov-20.xml' });
    if (!result.ok) throw new Error(result.code);
    expect(result.entries.map((e) => [e.entryRef, e.outcome, e.reason ?? null])).toEqual([
      ['20261120-0000001', 'applied', null],
      ['20261120-0000002', 'flagged', 'partial'],
      ['20261120-0000003', 'flagged', 'over'],
      ['20261120-0000004', 'flagged', 'unknownReference'],
      ['20261120-0000005', 'flagged', 'unknownReference'],
      ['20261120-0000006', 'applied', null],
      ['20261120-0000007', 'flagged', 'alreadyPaid'],
    ]);
    expect(await statuses()).toEqual({
      A: 'paid',
      B: 'pending',
      C: 'pending',
      D: 'paid',
      E: 'paid',
      F: 'pending',
    });
    expect(paid.filter((id) => id === ids.A || id === ids.D)).toHaveLength(2);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, ids.A!));
    expect(payment).toMatchObject({
      provider: 'bank_transfer',
      providerRef: 'bank_transfer:20261120-0000001',
      amount: 4900,
      currency: 'EUR',
    });
    const partial = await handle.db
      .select()
      .from(bankStatementEntries)
      .where(eq(bankStatementEntries.entryRef, '20261120-0000002'));
    expect(partial[0]).toMatchObject({
      status: 'flagged',
      reference: 'RF84DMTEST00000B',
      orderId: ids.B,
      amount: 2000,
      debtorName: 'Petr Novák',
    });
  });

  it('changes nothing when the same file comes again, and counts a repeated entry once', async () => {
    const before = await handle.db.select().from(bankStatementEntries);
    const again = await importBankStatement(ctx(), { xml: NOV_20, fileName: 'nov-20.xml' });
    expect(again.ok && again.entries.every((e) => e.outcome === 'duplicate')).toBe(true);
    expect(await handle.db.select().from(bankStatementEntries)).toEqual(before);
    const next = await importBankStatement(ctx(), { xml: NOV_21, fileName: 'nov-21.xml' });
    expect(next.ok && next.entries.map((e) => e.outcome)).toEqual(['duplicate', 'applied']);
    expect((await statuses()).F).toBe('paid');
    const aPayments = await handle.db.select().from(payments).where(eq(payments.orderId, ids.A!));
    expect(aPayments).toHaveLength(1);
    expect(paid.filter((id) => id === ids.A)).toHaveLength(1);
  });

  it('refuses a file that is not a camt.053 statement, changing nothing', async () => {
    const count = (await handle.db.select().from(bankStatementEntries)).length;
    for (const xml of ['<Document><Foo/></Document>', 'not xml <', '']) {
      expect(await importBankStatement(ctx(), { xml, fileName: 'x.xml' })).toEqual({
        ok: false,
        code: 'notCamt053',
      });
    }
    expect(await handle.db.select().from(bankStatementEntries)).toHaveLength(count);
  });

  it('is for money admins only', async () => {
    const verifier = await createTestViewer(handle, 'ADMINV');
    await expect(
      importBankStatement(createTestContext(handle, { viewer: verifier }), {
        xml: NOV_20,
        fileName: 'nov-20.xml',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('resolveStatementEntry', () => {
  const entryId = async (ref: string) =>
    (
      await handle.db
        .select({ id: bankStatementEntries.id })
        .from(bankStatementEntries)
        .where(eq(bankStatementEntries.entryRef, ref))
    )[0]!.id;

  it('applies a flagged entry to an order after a note, once', async () => {
    const id = await entryId('20261120-0000003');
    expect(
      await resolveStatementEntry(ctx(), {
        entryId: id,
        action: 'apply',
        orderId: ids.C,
        note: '',
      }),
    ).toEqual({ ok: false, code: 'noteRequired' });
    expect((await statuses()).C).toBe('pending');
    const note = 'Overpaid by 51 EUR; the difference was sent back by the bank.';
    const applied = await resolveStatementEntry(ctx(), {
      entryId: id,
      action: 'apply',
      orderId: ids.C,
      note,
    });
    expect(applied.ok).toBe(true);
    expect((await statuses()).C).toBe('paid');
    const [entry] = await handle.db
      .select()
      .from(bankStatementEntries)
      .where(eq(bankStatementEntries.id, id));
    expect(entry).toMatchObject({ status: 'applied', note, resolvedBy: admin.id });
    expect(
      await resolveStatementEntry(ctx(), { entryId: id, action: 'dismiss', note: 'again' }),
    ).toEqual({ ok: false, code: 'alreadyResolved' });
  });

  it('dismisses an unknown credit, and will not apply money to a paid order', async () => {
    const unknown = await entryId('20261120-0000004');
    const onPaidOrder = await resolveStatementEntry(ctx(), {
      entryId: unknown,
      action: 'apply',
      orderId: ids.A,
      note: 'Wrong guess',
    });
    expect(onPaidOrder).toEqual({ ok: false, code: 'alreadyPaid' });
    const dismissed = await resolveStatementEntry(ctx(), {
      entryId: unknown,
      action: 'dismiss',
      note: 'Not a payment for the site; returned to the payer.',
    });
    expect(dismissed.ok).toBe(true);
    const [entry] = await handle.db
      .select()
      .from(bankStatementEntries)
      .where(eq(bankStatementEntries.id, unknown));
    expect(entry!.status).toBe('dismissed');
  });
});
