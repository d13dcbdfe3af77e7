import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../../context';
import { subscriptions, users } from '../../../db/schema';
import { recordAdminAction } from '../../admin/audit-log';
import { requireRole } from '../../auth/require-role';
import { MONEY_ROLES } from '../../bank-transfers/mark-bank-transfer-received';
import { NotFoundError, ValidationError } from '../../errors';
import { isPaidService, type PaidService } from '../catalogue';
import { serviceEndsAt } from '../entitlements';
import { nextPeriod } from '../plan-period';
import { SUBSCRIPTION_MACHINE } from '../subscription-states';
import { syncKennelProfile } from '../sync-kennel-profile';
import { mailSubscriptionChange } from './subscription-admin-mail';
import { parseSubscriptionChange } from './subscription-admin-input';

/**
 * An admin (ADMIN, ADMINM) gives an account a service for some months without an order: the
 * period starts now or, while the service runs, where it ends (as a paid plan would). Audited,
 * and the holder is e-mailed in their language.
 */
export async function grantSubscription(
  ctx: RequestContext,
  input: { email: string; service: string; months: number; reason: string },
) {
  const admin = requireRole(ctx, MONEY_ROLES, 'grant a subscription');
  const parsed = parseSubscriptionChange(input);
  if (!isPaidService(input.service)) throw new ValidationError({ service: 'serviceInvalid' });
  const service: PaidService = input.service;
  return ctx.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email.trim().toLowerCase()));
    if (!owner) throw new NotFoundError('User');
    // Grants and payments for one account's service extend each other in turn.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`subscription:${owner.id}:${service}`}))`,
    );
    const now = ctx.now();
    const current = await serviceEndsAt(tx, { userId: owner.id, service, now });
    const period = nextPeriod(now, current, parsed.months);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId: owner.id,
        service,
        status: SUBSCRIPTION_MACHINE.initial[0],
        ...period,
      })
      .returning();
    if (service === 'breeder_profile') await syncKennelProfile(tx, owner.id, now);
    await recordAdminAction(
      tx,
      admin,
      {
        action: 'subscription.grant',
        targetType: 'subscription',
        targetId: row!.id,
        reason: parsed.reason,
        after: { userId: owner.id, service, months: parsed.months, ...period },
      },
      now,
    );
    await mailSubscriptionChange(tx, {
      userId: owner.id,
      service,
      change: 'granted',
      endsAt: period.endsAt,
      reason: parsed.reason,
    });
    return row!;
  });
}
