import { z } from 'zod';
import { ValidationError } from '../../errors';

/** An admin adds at most this many months at once (a slipped digit is not a decade). */
export const MAX_ADMIN_MONTHS = 36;

const reasonSchema = z.string().trim().min(3).max(500);
const monthsSchema = z.number().int().min(1).max(MAX_ADMIN_MONTHS);

/** The reason every admin change of a subscription needs, and its months when it adds some. */
export function parseSubscriptionChange(input: { reason: string; months?: number }) {
  const fields: Record<string, string> = {};
  const reason = reasonSchema.safeParse(input.reason);
  if (!reason.success) fields.reason = 'reasonRequired';
  const months = input.months === undefined ? null : monthsSchema.safeParse(input.months);
  if (months && !months.success) fields.months = 'monthsInvalid';
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return { reason: reason.data!, months: months?.data ?? 0 };
}
