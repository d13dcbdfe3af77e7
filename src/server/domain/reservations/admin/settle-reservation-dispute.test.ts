import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActions, complaints, refunds } from '@/server/db/schema';
import { createTestViewer } from '../../../../../tests/support/factories';
import { queuedEmails } from '../../../../../tests/support/payment-fixtures';
import { ok } from '../../../../../tests/support/results';
import { setUpSandboxCheckout } from '../../../../../tests/support/sandbox-checkout';
import {
  decision,
  depositedByCard,
  disputedByCard,
  stateOf,
} from '../../../../../tests/support/admin-reservation-factories';
import { settleReservationDispute } from './settle-reservation-dispute';

const bench = setUpSandboxCheckout();
const refundsOf = (orderId: string) =>
  bench.handle.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const complaintOf = async (id: string) =>
  (await bench.handle.db.select().from(complaints).where(eq(complaints.id, id)))[0]!;

describe('settleReservationDispute', () => {
  it('refunds a part: the complaint is resolved, both sides told, the dog free again', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMINM');
    const { reservationId, order, complaint } = await disputedByCard(bench);
    const part = Math.floor(order.amount / 4);
    const result = ok(
      await settleReservationDispute(bench.ctxOf(admin), {
        ...decision(reservationId, 'The vet bill shows kennel cough'),
        outcome: 'part',
        amount: part,
      }),
    );
    expect(result).toMatchObject({ refunded: part, complaintStatus: 'resolved' });
    expect(await complaintOf(complaint.id)).toMatchObject({
      status: 'resolved',
      resolution: 'The vet bill shows kennel cough',
    });
    expect(await stateOf(bench, reservationId)).toEqual({
      reservation: 'cancelled_by_breeder',
      order: 'paid',
      listing: 'active',
    });
    expect(await refundsOf(order.id)).toMatchObject([{ amount: part, status: 'succeeded' }]);
    const mails = await queuedEmails(bench.handle, 'disputeSettled');
    expect(mails.map((mail) => mail.values.outcome)).toEqual(['part', 'part']);
    const trail = await bench.handle.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, reservationId));
    expect(trail).toMatchObject([{ action: 'reservation.settleDispute' }]);
  });

  it('refunds the whole deposit, or none (the complaint is rejected, the reservation kept)', async () => {
    const admin = await createTestViewer(bench.handle, 'ADMIN');
    const whole = await disputedByCard(bench);
    ok(
      await settleReservationDispute(bench.ctxOf(admin), {
        ...decision(whole.reservationId),
        outcome: 'whole',
      }),
    );
    expect((await stateOf(bench, whole.reservationId)).order).toBe('refunded');
    const none = await disputedByCard(bench);
    const result = ok(
      await settleReservationDispute(bench.ctxOf(admin), {
        ...decision(none.reservationId, 'The puppy was healthy at hand-over'),
        outcome: 'none',
      }),
    );
    expect(result).toMatchObject({ refunded: 0, complaintStatus: 'rejected' });
    expect(await stateOf(bench, none.reservationId)).toEqual({
      reservation: 'deposited',
      order: 'paid',
      listing: 'reserved',
    });
    expect(await refundsOf(none.order.id)).toEqual([]);
  });

  it('refuses other roles, no open complaint, too much, a bad amount, changing nothing', async () => {
    const [admin, verifier] = await Promise.all([
      createTestViewer(bench.handle, 'ADMINM'),
      createTestViewer(bench.handle, 'ADMINV'),
    ]);
    const { reservationId, order, complaint } = await disputedByCard(bench);
    const input = { ...decision(reservationId), outcome: 'part' as const, amount: 100 };
    await expect(settleReservationDispute(bench.ctxOf(verifier), input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      settleReservationDispute(bench.ctxOf(admin), { ...input, reservationId: randomUUID() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await settleReservationDispute(bench.ctxOf(admin), { ...input, amount: order.amount + 1 }),
    ).toEqual({ ok: false, code: 'refundTooLarge' });
    await expect(
      settleReservationDispute(bench.ctxOf(admin), { ...input, amount: 0 }),
    ).rejects.toMatchObject({ fields: { amount: 'refundAmountInvalid' } });
    await expect(
      settleReservationDispute(bench.ctxOf(admin), { ...input, amount: 1.5 }),
    ).rejects.toMatchObject({ fields: { amount: 'refundAmountInvalid' } });
    expect(await complaintOf(complaint.id)).toMatchObject({ status: 'open' });
    expect(await refundsOf(order.id)).toEqual([]);
    const undisputed = await depositedByCard(bench);
    expect(
      await settleReservationDispute(bench.ctxOf(admin), {
        ...input,
        reservationId: undisputed.reservationId,
      }),
    ).toEqual({ ok: false, code: 'noOpenComplaint' });
  });
});
