// Runs on PGlite too: paying twice at once is serialised by the order's row lock on either engine.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPathname } from '@/i18n/paths';
import type { DatabaseHandle } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import {
  createTestBankOrder,
  recordServiceOrdersPaid,
} from '../../../../tests/support/bank-transfer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { queuedEmails } from '../../../../tests/support/payment-fixtures';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { validate } from 'iso-11649';
import { markBankTransferReceived } from './mark-bank-transfer-received';
import { prepareBankTransfer } from './prepare-bank-transfer';

let handle: DatabaseHandle;
const paid = recordServiceOrdersPaid();
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const ctxOf = (viewer: Awaited<ReturnType<typeof createTestViewer>> | null) =>
  createTestContext(handle, { viewer });

describe('prepareBankTransfer', () => {
  it('gives the owner a valid RF reference once and e-mails the instructions once', async () => {
    const buyer = await createTestViewer(handle);
    const order = await createTestBankOrder(handle, buyer, { locale: 'hu' });
    const first = await prepareBankTransfer(ctxOf(buyer), { orderId: order.id });
    const second = await prepareBankTransfer(ctxOf(buyer), { orderId: order.id });
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(validate(first.details!.reference)).toBe(true);
    expect(second.details!.reference).toBe(first.details!.reference);
    expect(first.details!.epcQrText).toContain(first.details!.reference);
    expect(first.details!.epcQrText).toContain('EUR49.00');
    const mails = await queuedEmails(
      handle,
      'bankTransferInstructions',
      `${buyer.id}@example.test`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('hu');
    expect(mails[0]!.values).toMatchObject({
      amount: '4900',
      currency: 'EUR',
      reference: first.details!.referenceGrouped,
      iban: 'HU42 1177 3016 1111 1018 0000 0000',
      bic: 'OTPVHUHB',
    });
    expect(mails[0]!.values.url).toBe(
      `http://localhost:3000${getPathname('/payment/breeder-profile/bank-thank-you', {}, 'hu')}?order=${order.id}`,
    );
  });

  it('has no EPC QR code for other currencies than the euro', async () => {
    const buyer = await createTestViewer(handle);
    const order = await createTestBankOrder(handle, buyer, { amount: 1_200_000, currency: 'HUF' });
    const prepared = await prepareBankTransfer(ctxOf(buyer), { orderId: order.id });
    expect(prepared.ok && prepared.details!.epcQrText).toBe(null);
  });

  it('hides another person’s order and refuses a card order', async () => {
    const [buyer, other] = await Promise.all([createTestViewer(handle), createTestViewer(handle)]);
    const order = await createTestBankOrder(handle, buyer);
    await expect(prepareBankTransfer(ctxOf(other), { orderId: order.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(prepareBankTransfer(ctxOf(null), { orderId: order.id })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await handle.db.update(orders).set({ method: 'card' }).where(eq(orders.id, order.id));
    expect(await prepareBankTransfer(ctxOf(buyer), { orderId: order.id })).toEqual({
      ok: false,
      code: 'notBankTransfer',
    });
    const [after] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.bankReference).toBeNull();
  });

  it('keeps references unique over many orders', async () => {
    const buyer = await createTestViewer(handle);
    const made = await Promise.all(
      Array.from({ length: 60 }, () => createTestBankOrder(handle, buyer)),
    );
    const references = [];
    for (const order of made) {
      const prepared = await prepareBankTransfer(ctxOf(buyer), { orderId: order.id });
      references.push(prepared.ok ? prepared.details!.reference : null);
    }
    expect(references.every((reference) => reference && validate(reference))).toBe(true);
    expect(new Set(references).size).toBe(made.length);
  });
});

describe('markBankTransferReceived', () => {
  it('pays the order once, through a bank_transfer payment, even when called twice at once', async () => {
    const buyer = await createTestViewer(handle);
    const admin = await createTestViewer(handle, 'ADMINM');
    const order = await createTestBankOrder(handle, buyer);
    await prepareBankTransfer(ctxOf(buyer), { orderId: order.id });
    const results = await Promise.all([
      markBankTransferReceived(ctxOf(admin), { orderId: order.id }),
      markBankTransferReceived(ctxOf(admin), { orderId: order.id }),
    ]);
    expect(results.map((r) => (r.ok ? 'paid' : r.code)).sort()).toEqual(['alreadyPaid', 'paid']);
    const [after] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('paid');
    const rows = await handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toMatchObject([{ provider: 'bank_transfer', status: 'succeeded', amount: 4900 }]);
    expect(after!.paidPaymentId).toBe(rows[0]!.id);
    expect(paid.filter((id) => id === order.id)).toHaveLength(1);
    expect(await markBankTransferReceived(ctxOf(admin), { orderId: order.id })).toEqual({
      ok: false,
      code: 'alreadyPaid',
    });
  });

  it('refuses an expired order and anyone without a money role', async () => {
    const buyer = await createTestViewer(handle);
    const order = await createTestBankOrder(handle, buyer);
    await handle.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, order.id));
    const admin = await createTestViewer(handle, 'ADMIN');
    expect(await markBankTransferReceived(ctxOf(admin), { orderId: order.id })).toEqual({
      ok: false,
      code: 'notPayable',
    });
    for (const role of ['USER', 'ADMINV'] as const) {
      const viewer = await createTestViewer(handle, role);
      await expect(
        markBankTransferReceived(ctxOf(viewer), { orderId: order.id }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await handle.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual(
      [],
    );
  });
});
