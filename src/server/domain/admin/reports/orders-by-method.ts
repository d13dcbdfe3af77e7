import { count } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { inRange, requireReportReader, type ReportRange } from './report-range';

export type OrderMethod = (typeof orders.method.enumValues)[number];
export type OrderState = (typeof orders.status.enumValues)[number];
export const ORDER_METHODS = orders.method.enumValues;
export const ORDER_STATES = orders.status.enumValues;

export interface OrdersByMethodRow {
  method: OrderMethod;
  /** Orders made in the range, by the state they are in now. */
  states: Record<OrderState, number>;
  total: number;
}

/** Orders made in the range (every service), by payment method and present state. */
export async function getOrdersByMethod(
  ctx: RequestContext,
  range: ReportRange,
): Promise<OrdersByMethodRow[]> {
  requireReportReader(ctx);
  const found = await ctx.db
    .select({ method: orders.method, state: orders.status, n: count() })
    .from(orders)
    .where(inRange(orders.createdAt, range))
    .groupBy(orders.method, orders.status);
  return ORDER_METHODS.map((method) => {
    const states = Object.fromEntries(ORDER_STATES.map((state) => [state, 0])) as Record<
      OrderState,
      number
    >;
    for (const row of found) if (row.method === method) states[row.state] = Number(row.n);
    return { method, states, total: Object.values(states).reduce((sum, n) => sum + n, 0) };
  });
}
