import type { RequestContext } from '../../context';
import type { Auth } from '../../integrations/auth/auth';
import { requireRole } from '../auth/require-role';
import { DomainError } from '../errors';
import { lockAccount } from './account-target';
import { recordAdminAction } from './audit-log';

/**
 * Sends an account a new e-mail confirmation link in its language (ADMIN, ADMINV), for a
 * person who lost the first one; confirmed, suspended and erased accounts get none.
 */
export async function resendUserConfirmation(
  ctx: RequestContext,
  input: { userId: string },
  auth: Auth,
) {
  const admin = requireRole(ctx, ['ADMINV'], 'resend confirmation e-mails');
  const account = await ctx.db.transaction(async (tx) => {
    const found = await lockAccount(tx, input.userId);
    if (found.emailVerified) {
      throw new DomainError('CONFLICT', 'Already confirmed', { form: 'alreadyConfirmed' });
    }
    if (found.suspendedAt || found.erasedAt) {
      throw new DomainError('CONFLICT', 'Not active', { form: 'notActive' });
    }
    await recordAdminAction(
      tx,
      admin,
      { action: 'user.resendConfirmation', targetType: 'user', targetId: found.id },
      ctx.now(),
    );
    return found;
  });
  // The library signs the link with its secret and mails it through the job queue.
  await auth.api.sendVerificationEmail({ body: { email: account.email } });
  return { id: account.id };
}
