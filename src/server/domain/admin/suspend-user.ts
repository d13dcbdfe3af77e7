import { eq, inArray } from 'drizzle-orm';
import { kennels, listings, sessions, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { DomainError } from '../errors';
import { lockAccount, parseReason } from './account-target';
import { mailAdminDecision } from './admin-mail';
import { recordAdminAction } from './audit-log';

async function setListingsSuspended(db: Executor, ownerId: string, isOwnerSuspended: boolean) {
  const owned = db.select({ id: kennels.id }).from(kennels).where(eq(kennels.ownerId, ownerId));
  await db.update(listings).set({ isOwnerSuspended }).where(inArray(listings.kennelId, owned));
}

/**
 * Suspends an account with a reason (ADMIN, ADMINV): every session ends at once, its listings
 * leave search and their pages, sign-in is refused with the reason, and the person is e-mailed
 * in their language. Admins cannot suspend themselves; erased accounts stay as they are.
 */
export async function suspendUser(ctx: RequestContext, input: { userId: string; reason: string }) {
  const admin = requireRole(ctx, ['ADMINV'], 'suspend accounts');
  const reason = parseReason(input.reason);
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.userId);
    if (account.id === admin.id)
      throw new DomainError('CONFLICT', 'Own account', { form: 'ownAccount' });
    if (account.erasedAt) throw new DomainError('CONFLICT', 'Erased', { form: 'accountErased' });
    if (account.suspendedAt)
      throw new DomainError('CONFLICT', 'Already suspended', { form: 'alreadySuspended' });
    const now = ctx.now();
    await tx
      .update(users)
      .set({ suspendedAt: now, suspensionReason: reason, updatedAt: now })
      .where(eq(users.id, account.id));
    await tx.delete(sessions).where(eq(sessions.userId, account.id));
    await setListingsSuspended(tx, account.id, true);
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'user.suspend',
        targetType: 'user',
        targetId: account.id,
        reason,
        before: { suspended: false },
        after: { suspended: true },
      },
      now,
    );
    await mailAdminDecision(tx, 'accountSuspended', account, '/terms-and-conditions', { reason });
    return { id: account.id, suspendedAt: now };
  });
}

/**
 * Lifts a suspension with a reason (ADMIN, ADMINV): the person may sign in again, their
 * listings return to search, and they are e-mailed in their language.
 */
export async function restoreUser(ctx: RequestContext, input: { userId: string; reason: string }) {
  const admin = requireRole(ctx, ['ADMINV'], 'restore accounts');
  const reason = parseReason(input.reason);
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.userId);
    if (!account.suspendedAt || account.erasedAt) {
      throw new DomainError('CONFLICT', 'Not suspended', { form: 'notSuspended' });
    }
    const now = ctx.now();
    await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: now })
      .where(eq(users.id, account.id));
    await setListingsSuspended(tx, account.id, false);
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'user.restore',
        targetType: 'user',
        targetId: account.id,
        reason,
        before: { suspended: true, reason: account.suspensionReason },
        after: { suspended: false },
      },
      now,
    );
    await mailAdminDecision(tx, 'accountRestored', account, '/sign-in', { reason });
    return { id: account.id };
  });
}
