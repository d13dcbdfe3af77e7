import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../../ids';
import { parseRefundInput } from '../../refunds/refund-input';

const reasonSchema = z.string().trim().min(3).max(500);

export interface AdminDecisionInput {
  reservationId: string;
  reason: string;
  /** The form's one-time key, handed to the refund so a double submit refunds once. */
  idempotencyKey: string;
  /** For a deposit paid by bank transfer: where and when the admin sent the money back. */
  payout?: { iban: string; sentOn: string };
}

/**
 * Checks what every admin decision on a reservation shares before anything is read: the id, a
 * reason, a whole amount of minor units, and a payout's IBAN and date (a refund made after the
 * decision must not fail on its input).
 */
export function parseAdminDecision(input: AdminDecisionInput, amount: number, today: string) {
  if (!isUuid(input.reservationId)) throw new NotFoundError('Reservation');
  const fields: Record<string, string> = {};
  const reason = reasonSchema.safeParse(input.reason);
  if (!reason.success) fields.reason = 'reasonRequired';
  if (!Number.isSafeInteger(amount) || amount < 0) fields.amount = 'refundAmountInvalid';
  if (amount > 0 && (input.idempotencyKey ?? '').trim().length < 8)
    fields.form = 'refundKeyMissing';
  if (Object.keys(fields).length) throw new ValidationError(fields);
  if (input.payout) {
    parseRefundInput(
      { ...input, orderId: input.reservationId, amount: Math.max(amount, 1) },
      today,
    );
  }
  return { reservationId: input.reservationId, reason: reason.data!, amount };
}
