import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestReservation } from '../../../../tests/support/buyer-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { viewerWithRole } from '../../../../tests/support/test-context';
import type { DatabaseHandle } from '../../db/client';
import { orders, reservations } from '../../db/schema';
import { depositsToPay, dogsToHandOver, purchasesToConfirm } from './reservation-duties';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const ctx = () => createTestContext(handle);
const breederOf = (ownerId: string) => viewerWithRole('USER', ownerId);

describe('depositsToPay', () => {
  it('lists the buyer’s live unpaid hold, due when the hold ends, linking to the card page', async () => {
    const held = await createTestReservation(handle, 'awaiting_payment');
    expect(await depositsToPay(ctx(), held.buyer)).toEqual([
      {
        kind: 'payDeposit',
        id: `payDeposit:${held.reservation.id}`,
        dueAt: held.reservation.expiresAt,
        subject: held.listing.title,
        href: { route: '/card-payment/[id]', params: { id: held.order.id } },
      },
    ]);
    // Not the breeder's duty, and nothing once the hold has run out.
    expect(await depositsToPay(ctx(), held.breeder)).toEqual([]);
    await handle.db
      .update(reservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, held.reservation.id));
    expect(await depositsToPay(ctx(), held.buyer)).toEqual([]);
  });

  it('leaves out paid, failed and other buyers’ reservations', async () => {
    const paid = await createTestReservation(handle, 'deposited');
    const failed = await createTestReservation(handle, 'awaiting_payment');
    await handle.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, failed.order.id));
    expect(await depositsToPay(ctx(), paid.buyer)).toEqual([]);
    expect(await depositsToPay(ctx(), failed.buyer)).toEqual([]);
  });
});

describe('dogsToHandOver and purchasesToConfirm', () => {
  // The rules say when a dog may go (its available-from date), not by when: no deadline.
  it('asks the breeder to hand a deposited dog over, without an invented deadline', async () => {
    const deposited = await createTestReservation(handle, 'deposited');
    const owner = breederOf(deposited.breeder.id);
    expect(await dogsToHandOver(ctx(), owner)).toEqual([
      {
        kind: 'handOverDog',
        id: `handOverDog:${deposited.reservation.id}`,
        dueAt: null,
        subject: deposited.listing.title,
        href: { route: '/my-listings/reserved' },
      },
    ]);
    expect(await dogsToHandOver(ctx(), deposited.buyer)).toEqual([]);
    expect(await purchasesToConfirm(ctx(), deposited.buyer)).toEqual([]);
  });

  it('once the breeder marks the hand-over, the buyer confirms it (no time limit)', async () => {
    const deposited = await createTestReservation(handle, 'deposited');
    const markedAt = new Date('2026-11-20T09:00:00Z');
    await handle.db
      .update(reservations)
      .set({ breederCompletedAt: markedAt })
      .where(eq(reservations.id, deposited.reservation.id));
    expect(await dogsToHandOver(ctx(), breederOf(deposited.breeder.id))).toEqual([]);
    expect(await purchasesToConfirm(ctx(), deposited.buyer)).toEqual([
      {
        kind: 'confirmPurchase',
        id: `confirmPurchase:${deposited.reservation.id}`,
        dueAt: null,
        subject: deposited.listing.title,
        href: { route: '/my-dogs/reserved' },
      },
    ]);
  });
});
