import { and, count, eq, gte } from 'drizzle-orm';
import type { Viewer } from '../../context';
import type { Executor } from '../../db/client';
import { conversations, users } from '../../db/schema';
import { DomainError } from '../errors';

/** Accounts younger than this many days may open only FIRST_CONTACTS_PER_DAY conversations. */
export const NEW_ACCOUNT_DAYS = 7;
export const FIRST_CONTACTS_PER_DAY = 5;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Refuses a new conversation (not one that goes on) from an account younger than a week that
 * already opened FIRST_CONTACTS_PER_DAY in the last 24 hours: scammers write to many kennels
 * from fresh accounts.
 */
export async function checkFirstContactLimit(
  db: Executor,
  viewer: Viewer,
  target: { buyerId: string; kennelId: string },
  now: Date,
): Promise<void> {
  if (target.buyerId !== viewer.id) return;
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.buyerId, viewer.id), eq(conversations.kennelId, target.kennelId)));
  if (existing) return;
  const [account] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!account || now.getTime() - account.createdAt.getTime() >= NEW_ACCOUNT_DAYS * DAY_MS) return;
  const [opened] = await db
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, viewer.id),
        gte(conversations.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((opened?.n ?? 0) >= FIRST_CONTACTS_PER_DAY) {
    throw new DomainError('RATE_LIMITED', 'First contacts of a new account', {
      form: 'firstContactLimit',
    });
  }
}
