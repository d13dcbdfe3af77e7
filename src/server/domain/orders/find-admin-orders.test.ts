import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestBankOrder } from '../../../../tests/support/bank-transfer-factories';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { findAdminOrders, type AdminOrderQuery } from './find-admin-orders';
import { getAdminOrderOrThrow } from './get-admin-order';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const query = (patch: Partial<AdminOrderQuery> = {}): AdminOrderQuery => ({
  type: null,
  filters: {},
  dir: 'desc',
  offset: 0,
  limit: 50,
  ...patch,
});

describe('findAdminOrders', () => {
  it('finds by id, RF reference, e-mail, type, state, method and date range', async () => {
    const admin = await createTestViewer(handle, 'ADMINM');
    const ctx = createTestContext(handle, { viewer: admin });
    const buyer = await createTestViewer(handle);
    const bank = await createTestBankOrder(handle, buyer, {
      bankReference: 'RF18539007547034',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    const deposit = (await createTestReservation(handle, 'deposited', { buyer })).order;
    const ids = async (patch: Partial<AdminOrderQuery>) =>
      (await findAdminOrders(ctx, query(patch))).map((row) => row.id);

    expect(await ids({ filters: { q: bank.id } })).toEqual([bank.id]);
    expect(await ids({ filters: { q: 'rf18 5390 0754 7034' } })).toEqual([bank.id]);
    expect(await ids({ filters: { q: `${buyer.id}@EXAMPLE.test` } })).toEqual([
      deposit.id,
      bank.id,
    ]);
    expect(
      await ids({ type: 'reservation_deposit', filters: { q: buyer.id + '@example.test' } }),
    ).toEqual([deposit.id]);
    expect(await ids({ filters: { q: `${buyer.id}@example.test`, status: 'pending' } })).toEqual([
      bank.id,
    ]);
    expect(await ids({ filters: { q: `${buyer.id}@example.test`, method: 'card' } })).toEqual([
      deposit.id,
    ]);
    expect(
      await ids({
        filters: { q: `${buyer.id}@example.test`, from: '2026-03-02', to: '2026-03-02' },
      }),
    ).toEqual([bank.id]);
    expect(await ids({ filters: { q: randomUUID() } })).toEqual([]);
  });

  it('is for the money roles only', async () => {
    const verifier = await createTestViewer(handle, 'ADMINV');
    await expect(
      findAdminOrders(createTestContext(handle, { viewer: verifier }), query()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('getAdminOrderOrThrow', () => {
  it('shows what may be done and refuses unknown ids', async () => {
    const ctx = createTestContext(handle, { viewer: await createTestViewer(handle, 'ADMIN') });
    const order = await createTestBankOrder(handle, await createTestViewer(handle));
    const view = await getAdminOrderOrThrow(ctx, { orderId: order.id });
    expect(view).toMatchObject({ isCancellable: true, refundable: 0, refundMethod: null });
    await expect(getAdminOrderOrThrow(ctx, { orderId: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
