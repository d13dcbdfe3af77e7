import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../../context';
import { subscriptions } from '../../../db/schema';
import { recordAdminAction } from '../../admin/audit-log';
import { requireRole } from '../../auth/require-role';
import { MONEY_ROLES } from '../../bank-transfers/mark-bank-transfer-received';
import { refuse, succeed, type Result } from '../../result';
import { serviceEndsAt } from '../entitlements';
import { addMonths } from '../plan-period';
import { SUBSCRIPTION_MACHINE } from '../subscription-states';
import { lockSubscription } from './lock-subscription';
import { mailSubscriptionChange } from './subscription-admin-mail';
import { parseSubscriptionChange } from './subscription-admin-input';

/**
 * An admin (ADMIN, ADMINM) adds months to a running period. An ended one (expired, cancelled,
 * or past its end) is refused: grant a new period instead. Only the period that ends last may
 * grow, so periods never overlap. Audited; the holder is e-mailed in their language.
 */
export async function extendSubscription(
  ctx: RequestContext,
  input: { subscriptionId: string; months: number; reason: string },
): Promise<Result<{ endsAt: Date }, 'subscriptionEnded' | 'notLatestPeriod'>> {
  const admin = requireRole(ctx, MONEY_ROLES, 'extend a subscription');
  const parsed = parseSubscriptionChange(input);
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, input.subscriptionId);
    const now = ctx.now();
    if (!SUBSCRIPTION_MACHINE.can(row.status, 'extend', 'admin') || row.endsAt <= now) {
      return refuse('subscriptionEnded');
    }
    const latest = await serviceEndsAt(tx, { userId: row.userId, service: row.service, now });
    if (latest && latest > row.endsAt) return refuse('notLatestPeriod');
    const endsAt = addMonths(row.endsAt, parsed.months);
    const status = SUBSCRIPTION_MACHINE.transition(row.status, 'extend', 'admin');
    await tx
      .update(subscriptions)
      .set({ status, endsAt, reminderSentAt: null })
      .where(eq(subscriptions.id, row.id));
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'subscription.extend',
        targetType: 'subscription',
        targetId: row.id,
        reason: parsed.reason,
        before: { endsAt: row.endsAt },
        after: { endsAt, months: parsed.months },
      },
      now,
    );
    await mailSubscriptionChange(tx, {
      userId: row.userId,
      service: row.service,
      change: 'extended',
      endsAt,
      reason: parsed.reason,
    });
    return succeed({ endsAt });
  });
}
