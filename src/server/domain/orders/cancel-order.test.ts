import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, listings, orders, reservations } from '@/server/db/schema';
import { createTestBankOrder } from '../../../../tests/support/bank-transfer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { ok } from '../../../../tests/support/results';
import { setUpSandboxCheckout } from '../../../../tests/support/sandbox-checkout';
import { markBankTransferReceived } from '../bank-transfers/mark-bank-transfer-received';
import { cancelOrder } from './cancel-order';

const bench = setUpSandboxCheckout();
const statusOf = async (orderId: string) =>
  (await bench.handle.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('cancelOrder', () => {
  it('cancels a pending bank transfer with the reason in the audit log, once', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMINM');
    const order = await createTestBankOrder(bench.handle, await createTestViewer(bench.handle));
    const input = { orderId: order.id, reason: 'The breeder asked us to' };
    ok(await cancelOrder(bench.ctxOf(admin), input));
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await cancelOrder(bench.ctxOf(admin), input)).toEqual({
      ok: false,
      code: 'notCancellable',
    });
    const trail = await bench.handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, order.id));
    expect(trail).toMatchObject([
      { action: 'order.cancel', reason: 'The breeder asked us to', after: { status: 'cancelled' } },
    ]);
  });

  it('ends the unpaid reservation behind a deposit order and puts the dog back on sale', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMIN');
    const { orderId, reservationId, listing } = await bench.reserved();
    ok(await cancelOrder(bench.ctxOf(admin), { orderId, reason: 'Buyer unreachable' }));
    const [reservation] = await bench.handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    const [dog] = await bench.handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect([reservation!.status, dog!.status]).toEqual(['expired', 'active']);
  });

  it('refuses a paid order, bad input and other roles, changing nothing', async () => {
    const [admin, verifier] = await Promise.all([
      createTestViewer(bench.handle, 'ADMINM'),
      createTestViewer(bench.handle, 'ADMINV'),
    ]);
    const order = await createTestBankOrder(bench.handle, await createTestViewer(bench.handle));
    const ctx = bench.ctxOf(admin);
    await expect(cancelOrder(ctx, { orderId: order.id, reason: '' })).rejects.toMatchObject({
      fields: { reason: 'reasonRequired' },
    });
    await expect(
      cancelOrder(ctx, { orderId: randomUUID(), reason: 'Why not' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      cancelOrder(bench.ctxOf(verifier), { orderId: order.id, reason: 'Why not' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await statusOf(order.id)).toBe('pending');
    ok(await markBankTransferReceived(ctx, { orderId: order.id }));
    expect(await cancelOrder(ctx, { orderId: order.id, reason: 'Too late' })).toEqual({
      ok: false,
      code: 'notCancellable',
    });
    expect(await statusOf(order.id)).toBe('paid');
  });
});
