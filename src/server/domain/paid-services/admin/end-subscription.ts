import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../../context';
import { subscriptions } from '../../../db/schema';
import { recordAdminAction } from '../../admin/audit-log';
import { requireRole } from '../../auth/require-role';
import { MONEY_ROLES } from '../../bank-transfers/mark-bank-transfer-received';
import { refuse, succeed, type Result } from '../../result';
import { SUBSCRIPTION_MACHINE } from '../subscription-states';
import { syncKennelProfile } from '../sync-kennel-profile';
import { lockSubscription } from './lock-subscription';
import { mailSubscriptionChange } from './subscription-admin-mail';
import { parseSubscriptionChange } from './subscription-admin-input';

/**
 * An admin (ADMIN, ADMINM) ends an active period now, with a reason: it is cancelled and its end
 * moves to now when still ahead. Money is not returned here (refund its order for that).
 * Audited; the holder is e-mailed in their language.
 */
export async function endSubscription(
  ctx: RequestContext,
  input: { subscriptionId: string; reason: string },
): Promise<Result<{ endsAt: Date }, 'subscriptionEnded'>> {
  const admin = requireRole(ctx, MONEY_ROLES, 'end a subscription');
  const parsed = parseSubscriptionChange(input);
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, input.subscriptionId);
    if (!SUBSCRIPTION_MACHINE.can(row.status, 'cancel', 'admin'))
      return refuse('subscriptionEnded');
    const now = ctx.now();
    const endsAt = row.endsAt > now ? now : row.endsAt;
    const status = SUBSCRIPTION_MACHINE.transition(row.status, 'cancel', 'admin');
    await tx.update(subscriptions).set({ status, endsAt }).where(eq(subscriptions.id, row.id));
    if (row.service === 'breeder_profile') await syncKennelProfile(tx, row.userId, now);
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'subscription.end',
        targetType: 'subscription',
        targetId: row.id,
        reason: parsed.reason,
        before: { status: row.status, endsAt: row.endsAt },
        after: { status, endsAt },
      },
      now,
    );
    await mailSubscriptionChange(tx, {
      userId: row.userId,
      service: row.service,
      change: 'ended',
      endsAt,
      reason: parsed.reason,
    });
    return succeed({ endsAt });
  });
}
