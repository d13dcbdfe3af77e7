import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { orders, subscriptions } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { PAID_SERVICES, type PaidService } from './catalogue';

export interface OwnServiceState {
  service: PaidService;
  /** active: running now; expired: ran before and ended; none: never bought. */
  state: 'active' | 'expired' | 'none';
  /** When the service runs (or ran) out, counting renewals already paid. */
  endsAt: Date | null;
}

/**
 * The viewer's paid services — each one's state and end — and their service orders, newest
 * first, for the profile's subscription page.
 */
export async function findOwnSubscriptions(ctx: RequestContext) {
  const viewer = requireViewer(ctx);
  const now = ctx.now();
  const periods = await ctx.db
    .select({ service: subscriptions.service, endsAt: max(subscriptions.endsAt) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, viewer.id),
        inArray(subscriptions.status, ['active', 'expired']),
      ),
    )
    .groupBy(subscriptions.service);
  const services: OwnServiceState[] = PAID_SERVICES.map((service) => {
    const endsAt = periods.find((p) => p.service === service)?.endsAt ?? null;
    const state = !endsAt ? 'none' : endsAt > now ? 'active' : 'expired';
    return { service, state, endsAt };
  });
  const history = await ctx.db
    .select({
      id: orders.id,
      service: orders.type,
      planMonths: orders.planMonths,
      amount: orders.amount,
      currency: orders.currency,
      method: orders.method,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.userId, viewer.id), inArray(orders.type, [...PAID_SERVICES])))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return { services, orders: history as ((typeof history)[number] & { service: PaidService })[] };
}
