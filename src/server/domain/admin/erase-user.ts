import { eq, inArray } from 'drizzle-orm';
import {
  authAccounts,
  favourites,
  kennels,
  listings,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { DomainError } from '../errors';
import { lockAccount, parseReason } from './account-target';
import { recordAdminAction } from './audit-log';

export const ERASED_NAME = 'Erased account';

/**
 * Erases an account on its owner's request (ADMIN, ADMINV): name, e-mail, phone, the kennel's
 * contact address and the person's photo are anonymised, sessions and sign-in methods deleted
 * so no one signs in as it again, and its listings leave the site. Orders, payments, invoices
 * and their billing details stay as the accounting law requires; the audit log keeps no
 * personal data either (only which fields were cleared).
 */
export async function eraseUser(ctx: RequestContext, input: { userId: string; reason: string }) {
  const admin = requireRole(ctx, ['ADMINV'], 'erase accounts');
  const reason = parseReason(input.reason);
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.userId);
    if (account.id === admin.id) {
      throw new DomainError('CONFLICT', 'Own account', { form: 'ownAccount' });
    }
    if (account.erasedAt) throw new DomainError('CONFLICT', 'Erased', { form: 'accountErased' });
    const now = ctx.now();
    await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        email: `erased-${account.id}@erased.invalid`,
        emailVerified: false,
        image: null,
        phone: null,
        role: 'USER',
        twoFactorEnabled: false,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, account.id));
    await tx.delete(sessions).where(eq(sessions.userId, account.id));
    await tx.delete(authAccounts).where(eq(authAccounts.userId, account.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, account.id));
    await tx.delete(verifications).where(eq(verifications.identifier, account.email));
    await tx.delete(favourites).where(eq(favourites.userId, account.id));
    await tx
      .update(kennels)
      .set({ phone: null, email: null, street: null, postcode: null, updatedAt: now })
      .where(eq(kennels.ownerId, account.id));
    const owned = tx
      .select({ id: kennels.id })
      .from(kennels)
      .where(eq(kennels.ownerId, account.id));
    await tx
      .update(listings)
      .set({ isOwnerSuspended: true })
      .where(inArray(listings.kennelId, owned));
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'user.erase',
        targetType: 'user',
        targetId: account.id,
        reason,
        before: { erased: false },
        after: { erased: true, cleared: ['name', 'email', 'phone', 'image', 'kennel contact'] },
      },
      now,
    );
    return { id: account.id, erasedAt: now };
  });
}
