import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, refunds } from '@/server/db/schema';
import { createTestViewer } from '../../../../../tests/support/factories';
import { queuedEmails } from '../../../../../tests/support/payment-fixtures';
import { ok } from '../../../../../tests/support/results';
import { setUpSandboxCheckout } from '../../../../../tests/support/sandbox-checkout';
import {
  decision,
  depositedByCard,
  stateOf,
} from '../../../../../tests/support/admin-reservation-factories';
import { cancelReservationAsAdmin } from './cancel-reservation-as-admin';
import { getAdminReservationOrThrow } from './get-admin-reservation';

const bench = setUpSandboxCheckout();
const refundsOf = (orderId: string) =>
  bench.handle.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('cancelReservationAsAdmin', () => {
  it('cancels at the breeder’s fault with the whole deposit back, in the timeline and audit log', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMINM');
    const { reservationId, order } = await depositedByCard(bench);
    const result = ok(
      await cancelReservationAsAdmin(bench.ctxOf(admin), {
        ...decision(reservationId),
        fault: 'breeder',
        refundAmount: 1,
      }),
    );
    expect(result).toMatchObject({ status: 'cancelled_by_breeder', refunded: order.amount });
    expect(await stateOf(bench, reservationId)).toEqual({
      reservation: 'cancelled_by_breeder',
      order: 'refunded',
      listing: 'active',
    });
    expect(await refundsOf(order.id)).toMatchObject([
      { amount: order.amount, status: 'succeeded' },
    ]);
    const mails = await queuedEmails(bench.handle, 'reservationCancelledByAdmin');
    // The first decision of this file: one e-mail to the buyer, one to the breeder.
    expect(mails.map((mail) => mail.values)).toEqual([
      expect.objectContaining({ outcome: 'whole', reason: 'The breeder sold the dog twice' }),
      expect.objectContaining({ outcome: 'whole', reason: 'The breeder sold the dog twice' }),
    ]);
    const view = await getAdminReservationOrThrow(bench.ctxOf(admin), { reservationId });
    expect(view.timeline.map((event) => `${event.subject} ${event.what}`)).toEqual(
      expect.arrayContaining([
        'reservation awaiting_payment',
        'order paid',
        'reservation cancelled_by_breeder',
        'refund card succeeded',
        'admin reservation.cancel',
      ]),
    );
    expect(view.auditTrail.map((entry) => entry.action)).toEqual(['reservation.cancel']);
    expect(view.isCancellable).toBe(false);
  });

  it('at the buyer’s fault refunds what the policy gives: a part, or nothing', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMIN');
    const first = await depositedByCard(bench);
    const part = Math.floor(first.order.amount / 2);
    ok(
      await cancelReservationAsAdmin(bench.ctxOf(admin), {
        ...decision(first.reservationId, 'Buyer changed their mind'),
        fault: 'buyer',
        refundAmount: part,
      }),
    );
    expect(await stateOf(bench, first.reservationId)).toEqual({
      reservation: 'cancelled_by_buyer',
      order: 'paid',
      listing: 'active',
    });
    expect(await refundsOf(first.order.id)).toMatchObject([{ amount: part }]);
    const second = await depositedByCard(bench);
    const none = ok(
      await cancelReservationAsAdmin(bench.ctxOf(admin), {
        ...decision(second.reservationId, 'Policy keeps the deposit'),
        fault: 'buyer',
        refundAmount: 0,
      }),
    );
    expect(none.refunded).toBe(0);
    expect(await refundsOf(second.order.id)).toEqual([]);
  });

  it('ends an unpaid reservation with its order', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMINM');
    const { reservationId } = await bench.reserved();
    ok(
      await cancelReservationAsAdmin(bench.ctxOf(admin), {
        ...decision(reservationId),
        fault: 'buyer',
        refundAmount: 0,
      }),
    );
    expect(await stateOf(bench, reservationId)).toEqual({
      reservation: 'cancelled_by_buyer',
      order: 'cancelled',
      listing: 'active',
    });
  });

  it('refuses other roles, unknown ids, too large refunds, bad input and ended ones, changing nothing', async () => {
    const [admin, verifier, buyerRole] = await Promise.all([
      createTestViewer(bench.handle, 'ADMINM'),
      createTestViewer(bench.handle, 'ADMINV'),
      createTestViewer(bench.handle),
    ]);
    const { reservationId, order } = await depositedByCard(bench);
    const input = { ...decision(reservationId), fault: 'buyer' as const, refundAmount: 100 };
    for (const viewer of [verifier, buyerRole]) {
      await expect(cancelReservationAsAdmin(bench.ctxOf(viewer), input)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    await expect(cancelReservationAsAdmin(bench.ctxOf(null), input)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      cancelReservationAsAdmin(bench.ctxOf(admin), { ...input, reservationId: randomUUID() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      cancelReservationAsAdmin(bench.ctxOf(admin), { ...input, reservationId: 'nope' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await cancelReservationAsAdmin(bench.ctxOf(admin), {
        ...input,
        refundAmount: order.amount + 1,
      }),
    ).toEqual({ ok: false, code: 'refundTooLarge' });
    await expect(
      cancelReservationAsAdmin(bench.ctxOf(admin), { ...input, reason: ' ', refundAmount: -5 }),
    ).rejects.toMatchObject({
      fields: { reason: 'reasonRequired', amount: 'refundAmountInvalid' },
    });
    await expect(
      cancelReservationAsAdmin(bench.ctxOf(admin), {
        ...input,
        payout: { iban: 'HU00 not an iban', sentOn: '2026-01-01' },
      }),
    ).rejects.toMatchObject({ fields: { iban: 'ibanInvalid' } });
    expect(await stateOf(bench, reservationId)).toEqual({
      reservation: 'deposited',
      order: 'paid',
      listing: 'reserved',
    });
    const trail = await bench.handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, reservationId));
    expect(trail).toEqual([]);
    ok(await cancelReservationAsAdmin(bench.ctxOf(admin), { ...input, refundAmount: 0 }));
    expect(
      await cancelReservationAsAdmin(bench.ctxOf(admin), {
        ...input,
        idempotencyKey: randomUUID(),
      }),
    ).toEqual({ ok: false, code: 'reservationTransitionRefused' });
  });
});
