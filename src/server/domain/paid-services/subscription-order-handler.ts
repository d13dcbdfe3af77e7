import { and, eq, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { OrderHandler } from '../payments/order-handlers';
import { SUBSCRIPTION_MACHINE } from './subscription-states';
import { isPaidService } from './catalogue';
import { serviceEndsAt } from './entitlements';
import { nextPeriod } from './plan-period';
import { syncKennelProfile } from './sync-kennel-profile';

/**
 * What a paid breeder service order does: when paid, a period of its plan starts now or, while
 * the service still runs, where it ends; a refund cancels that period. Runs inside the payment's
 * transaction, once per order (the order machine lets `pay` happen once).
 */
export const SUBSCRIPTION_ORDER_HANDLER: OrderHandler = {
  async onPaid(ctx, order) {
    if (!isPaidService(order.type) || !order.planMonths) {
      throw new Error(`Order ${order.id} is not a service plan`);
    }
    // One account's payments for one service extend each other in turn, never side by side.
    await ctx.db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`subscription:${order.userId}:${order.type}`}))`,
    );
    const now = ctx.now();
    const currentEnd = await serviceEndsAt(ctx.db, {
      userId: order.userId,
      service: order.type,
      now,
    });
    const period = nextPeriod(now, currentEnd, order.planMonths);
    await ctx.db.insert(subscriptions).values({
      userId: order.userId,
      service: order.type,
      orderId: order.id,
      status: 'active',
      ...period,
    });
    await syncKennelProfile(ctx.db, order.userId, now);
  },
  async onRefunded(ctx, order) {
    const to = SUBSCRIPTION_MACHINE.transition('active', 'cancel', 'provider');
    await ctx.db
      .update(subscriptions)
      .set({ status: to })
      .where(and(eq(subscriptions.orderId, order.id), eq(subscriptions.status, 'active')));
    await syncKennelProfile(ctx.db, order.userId, ctx.now());
  },
};
