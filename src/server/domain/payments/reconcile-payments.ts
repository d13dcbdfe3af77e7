import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { RequestContext } from '../../context';
import { applyPaymentOutcome } from './apply-payment-outcome';
import { getPaymentProvider } from './payment-provider';

/** An attempt without an outcome this long is asked about (its webhook normally takes seconds). */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** Providers close an unpaid checkout within a day; older open attempts are not asked again. */
const RECONCILE_WITHIN_MS = 2 * 24 * 60 * 60_000;

/**
 * Asks the provider about every started attempt that has had no outcome for a while and
 * applies what it says, so money taken while its webhook was lost (a crash between the charge
 * and the queued webhook, a provider outage) still ends as paid or refunded. Idempotent: the
 * webhook or the payer's return may apply the same outcome at the same time. Returns how many
 * attempts changed.
 */
export async function reconcilePayments(
  ctx: RequestContext,
  { limit = 50 }: { limit?: number } = {},
): Promise<number> {
  const provider = getPaymentProvider(ctx.db);
  const now = ctx.now().getTime();
  const open = await ctx.db
    .select({ id: payments.id, providerRef: payments.providerRef })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        inArray(payments.status, ['requires_action', 'processing']),
        lt(payments.updatedAt, new Date(now - RECONCILE_AFTER_MS)),
        gt(payments.createdAt, new Date(now - RECONCILE_WITHIN_MS)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  let changed = 0;
  for (const attempt of open) {
    const outcome = await provider.retrieve(attempt.providerRef);
    if (outcome.status === 'pending') {
      // Still open at the provider: asked again after the others (oldest first).
      await ctx.db
        .update(payments)
        .set({ updatedAt: ctx.now() })
        .where(eq(payments.id, attempt.id));
      continue;
    }
    const applied = await ctx.db.transaction((tx) =>
      applyPaymentOutcome(ctx, tx, attempt.id, outcome),
    );
    if (applied) changed++;
  }
  return changed;
}
