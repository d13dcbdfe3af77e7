import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../errors';

/** A reason an admin gives for a decision the person is told of: 3 to 1000 characters. */
export const reasonSchema = z.string().trim().min(3).max(1000);

/** The reason, trimmed, or a translated `required`/`tooLong` error that changes nothing. */
export function parseReason(value: unknown): string {
  const parsed = reasonSchema.safeParse(typeof value === 'string' ? value : '');
  if (parsed.success) return parsed.data;
  const tooLong = typeof value === 'string' && value.trim().length > 1000;
  throw new ValidationError({ reason: tooLong ? 'tooLong' : 'required' });
}

/** The account an admin acts on, locked for the change, or NotFoundError. */
export async function lockAccount(db: Executor, userId: unknown) {
  if (typeof userId !== 'string' || userId.length === 0 || userId.length > 200) {
    throw new NotFoundError('Account');
  }
  const [account] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!account) throw new NotFoundError('Account');
  return account;
}
