// Runs on PGlite too: the reports' SQL (grouping sets, date_trunc, numeric division) is the same.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestViewer } from '../../../../../tests/support/factories';
import { createTestContext } from '../../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../../tests/support/test-database';
import type { Viewer } from '../../../context';
import type { DatabaseHandle } from '../../../db/client';
import { orders, payments, refunds } from '../../../db/schema';
import { getOrdersByMethod } from './orders-by-method';
import { getRevenueByService, type RevenueRow } from './revenue-by-service';

let handle: DatabaseHandle;
let verifier: Viewer;
const RANGE = { from: '2024-01-01', to: '2024-03-31' };

type Order = Omit<typeof orders.$inferInsert, 'userId'>;
/** An order made when it was paid, or at `at` when it never was. */
const order = (
  [type, currency, amount]: [Order['type'], string, number],
  [method, status, at]: [Order['method'], Order['status'], string],
): Order => ({
  type,
  currency,
  amount,
  method,
  status,
  createdAt: new Date(at),
  paidAt: status === 'paid' || status === 'refunded' ? new Date(at) : null,
});

const ORDERS: Order[] = [
  order(['breeder_profile', 'EUR', 2990], ['card', 'paid', '2024-01-15T10:00:00Z']),
  order(['breeder_profile', 'HUF', 1_200_000], ['bank_transfer', 'paid', '2024-01-20T10:00:00Z']),
  order(['puppy_match', 'GBP', 1000], ['card', 'paid', '2024-02-03T10:00:00Z']),
  order(['reservation_deposit', 'HUF', 8_000_000], ['card', 'refunded', '2024-02-10T10:00:00Z']),
  // Each is 10.4 euro cents: the month's total rounds once, to 21, not to 10 + 10.
  order(['breeder_profile', 'HUF', 4082], ['bank_transfer', 'paid', '2024-03-05T10:00:00Z']),
  order(['upcoming_litters', 'HUF', 4082], ['card', 'paid', '2024-03-06T10:00:00Z']),
  order(['upcoming_litters', 'EUR', 500], ['bank_transfer', 'pending', '2024-03-10T10:00:00Z']),
  order(['breeder_profile', 'EUR', 700], ['card', 'failed', '2024-03-11T10:00:00Z']),
  // Just outside the range on either side.
  order(['breeder_profile', 'EUR', 990], ['card', 'paid', '2024-04-01T00:00:00Z']),
  order(['breeder_profile', 'EUR', 990], ['card', 'paid', '2023-12-31T23:59:59Z']),
];

beforeAll(async () => {
  handle = await createTestDatabase();
  verifier = await createTestViewer(handle, 'ADMINV');
  const buyer = await createTestViewer(handle);
  await handle.db.insert(orders).values(ORDERS.map((row) => ({ ...row, userId: buyer.id })));
});
afterAll(() => handle.close());

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });
const revenue = (
  month: string,
  service: RevenueRow['service'],
  [currency, amount, eurCents]: [string, number, number],
): RevenueRow => ({ month, service, currency, paid: amount, refunded: 0, net: amount, eurCents });

describe('revenue by service', () => {
  it('sums paid orders by month, service and currency, in euros rounded once', async () => {
    const report = await getRevenueByService(as(verifier), RANGE);
    expect(report.rows).toEqual([
      revenue('2024-01', 'breeder_profile', ['EUR', 2990, 2990]),
      revenue('2024-01', 'breeder_profile', ['HUF', 1_200_000, 3057]),
      revenue('2024-02', 'reservation_deposit', ['HUF', 8_000_000, 20382]),
      revenue('2024-02', 'puppy_match', ['GBP', 1000, 1143]),
      revenue('2024-03', 'breeder_profile', ['HUF', 4082, 10]),
      revenue('2024-03', 'upcoming_litters', ['HUF', 4082, 10]),
    ]);
    expect(report.eurByMonth).toEqual([
      { month: '2024-01', eurCents: 6047 },
      { month: '2024-02', eurCents: 21525 },
      { month: '2024-03', eurCents: 21 },
    ]);
    expect(report.totalEurCents).toBe(27593);
  });

  it('subtracts refunds in the month they went through, and never a duplicate payment', async () => {
    const buyer = await createTestViewer(handle);
    const at = (iso: string) => new Date(iso);
    const [profile, deposit, litters] = await handle.db
      .insert(orders)
      .values(
        [
          order(['breeder_profile', 'EUR', 5000], ['card', 'paid', '2025-01-10T10:00:00Z']),
          order(['reservation_deposit', 'EUR', 3000], ['card', 'refunded', '2025-01-12T10:00:00Z']),
          order(['upcoming_litters', 'EUR', 2000], ['card', 'paid', '2025-01-14T10:00:00Z']),
        ].map((row) => ({ ...row, userId: buyer.id })),
      )
      .returning();
    const payment = (orderId: string, key: string, amount: number, status: 'refunded') => ({
      orderId,
      provider: 'sandbox',
      providerRef: `${key}-${orderId}`,
      status,
      amount,
      currency: 'EUR',
      updatedAt: at('2025-01-20T10:00:00Z'),
    });
    const [depositPayment] = await handle.db
      .insert(payments)
      .values([
        payment(deposit!.id, 'paying', 3000, 'refunded'),
        // A second card payment for the already paid litters order, given back: not revenue.
        payment(litters!.id, 'duplicate', 2000, 'refunded'),
      ])
      .returning();
    await handle.db
      .update(orders)
      .set({ paidPaymentId: depositPayment!.id })
      .where(eq(orders.id, deposit!.id));
    const refund = (status: 'succeeded' | 'pending' | 'failed', amount: number) => ({
      orderId: profile!.id,
      method: 'card' as const,
      status,
      amount,
      currency: 'EUR',
      reason: 'Goodwill',
      idempotencyKey: `${status}-${profile!.id}`,
      updatedAt: at('2025-02-05T10:00:00Z'),
    });
    await handle.db
      .insert(refunds)
      .values([refund('succeeded', 1500), refund('pending', 1000), refund('failed', 700)]);

    const report = await getRevenueByService(as(verifier), {
      from: '2025-01-01',
      to: '2025-02-28',
    });
    const row = (
      month: string,
      service: RevenueRow['service'],
      paid: number,
      refunded: number,
    ): RevenueRow => ({
      month,
      service,
      currency: 'EUR',
      paid,
      refunded,
      net: paid - refunded,
      eurCents: paid - refunded,
    });
    expect(report.rows).toEqual([
      row('2025-01', 'reservation_deposit', 3000, 3000),
      row('2025-01', 'breeder_profile', 5000, 0),
      row('2025-01', 'upcoming_litters', 2000, 0),
      row('2025-02', 'breeder_profile', 0, 1500),
    ]);
    expect(report.eurByMonth).toEqual([
      { month: '2025-01', eurCents: 7000 },
      { month: '2025-02', eurCents: -1500 },
    ]);
    expect(report.totalEurCents).toBe(5500);
  });

  it('is empty for a range without payments', async () => {
    const report = await getRevenueByService(as(verifier), {
      from: '2022-01-01',
      to: '2022-12-31',
    });
    expect(report).toEqual({ rows: [], eurByMonth: [], totalEurCents: 0 });
  });
});

describe('orders by method', () => {
  it('counts the orders made in the range by method and present state', async () => {
    expect(await getOrdersByMethod(as(verifier), RANGE)).toEqual([
      {
        method: 'card',
        states: { pending: 0, paid: 3, refunded: 1, failed: 1, cancelled: 0, expired: 0 },
        total: 5,
      },
      {
        method: 'bank_transfer',
        states: { pending: 1, paid: 2, refunded: 0, failed: 0, cancelled: 0, expired: 0 },
        total: 3,
      },
    ]);
  });
});

describe('who reads the reports', () => {
  it('is every admin role with its second factor, and nobody else', async () => {
    const money = await createTestViewer(handle, 'ADMINM');
    const admin = await createTestViewer(handle, 'ADMIN');
    for (const viewer of [money, admin]) {
      await expect(getOrdersByMethod(as(viewer), RANGE)).resolves.toHaveLength(2);
    }
    const user = await createTestViewer(handle);
    await expect(getRevenueByService(as(user), RANGE)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(getRevenueByService(as(null), RANGE)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      getOrdersByMethod(as({ ...verifier, twoFactorEnabled: false }), RANGE),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
