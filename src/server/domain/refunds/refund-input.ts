import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors';
import { isUuid } from '../ids';

export interface RefundOrderInput {
  orderId: string;
  /** Gross, in the order's minor units. */
  amount: number;
  reason: string;
  /** The refund form's one-time key (a repeated submit finds the same refund). */
  idempotencyKey: string;
  /** For an order paid by bank transfer: where and when the admin sent the money back. */
  payout?: { iban: string; sentOn: string };
}

export interface ParsedRefundInput {
  orderId: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
  payout: { iban: string; sentOn: string } | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const reasonSchema = z.string().trim().min(3).max(500);
const keySchema = z.string().trim().min(8).max(100);

/**
 * Checks a refund's input before anything is read: a well-formed order id, a positive whole
 * amount, a reason, and for a payout a valid IBAN and a real date not after `today`.
 */
export function parseRefundInput(input: RefundOrderInput, today: string): ParsedRefundInput {
  if (!isUuid(input.orderId)) throw new NotFoundError('Order');
  const fields: Record<string, string> = {};
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    fields.amount = 'refundAmountInvalid';
  const reason = reasonSchema.safeParse(input.reason);
  if (!reason.success) fields.reason = 'reasonRequired';
  const key = keySchema.safeParse(input.idempotencyKey);
  if (!key.success) fields.form = 'refundKeyMissing';
  let payout: ParsedRefundInput['payout'] = null;
  if (input.payout) {
    const iban = electronicFormatIBAN(input.payout.iban) ?? '';
    if (!isValidIBAN(iban)) fields.iban = 'ibanInvalid';
    const sentOn = input.payout.sentOn.trim();
    const time = DATE.test(sentOn) ? Date.parse(`${sentOn}T00:00:00Z`) : Number.NaN;
    const isDate = !Number.isNaN(time) && new Date(time).toISOString().startsWith(sentOn);
    if (!isDate || sentOn > today) fields.sentOn = 'payoutDateInvalid';
    payout = { iban, sentOn };
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return {
    orderId: input.orderId,
    amount: input.amount,
    reason: reason.data!,
    idempotencyKey: key.data!,
    payout,
  };
}
