import { sql } from 'drizzle-orm';
import { exchangeRates, orders, payments, refunds } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { inRange, monthOf, requireReportReader, type ReportRange } from './report-range';

export type RevenueService = (typeof orders.type.enumValues)[number];
export const REVENUE_SERVICES = orders.type.enumValues;

export interface RevenueRow {
  month: string;
  service: RevenueService;
  currency: string;
  /** Paid in the month, minor units of `currency`. */
  paid: number;
  /** Given back in the month (refunds that went through), minor units of `currency`. */
  refunded: number;
  /** `paid` less `refunded`: below zero in a month that gave back more than it took. */
  net: number;
  /** `net` in euro cents at today's rates; null when the currency has no rate. */
  eurCents: number | null;
}

export interface RevenueReport {
  rows: RevenueRow[];
  /** Euro cents per month (every service and currency), each rounded once from exact sums. */
  eurByMonth: { month: string; eurCents: number }[];
  totalEurCents: number;
}

/**
 * Money kept per month, service and currency: what orders paid (in the month they were paid,
 * whatever happened later) less what was given back (in the month the refund went through):
 * an admin's refunds, whole or partial, and a paying card payment refunded whole (a cancelled
 * reservation's deposit). A duplicate or late payment's refund is not counted: its money never
 * paid an order. Euro figures use the stored exchange rates and are rounded once, after
 * summing, so a month's total is not a sum of rounded parts.
 */
export async function getRevenueByService(
  ctx: RequestContext,
  range: ReportRange,
): Promise<RevenueReport> {
  requireReportReader(ctx);
  const result = await ctx.db.execute<{
    month: string | null;
    service: RevenueService | null;
    currency: string | null;
    paid: string;
    refunded: string;
    eur_cents: string | null;
    level: number;
  }>(sql`
    with moves as (
      select ${monthOf(orders.paidAt)} as month, ${orders.type} as service,
        ${orders.currency} as currency, ${orders.amount} as paid, 0 as refunded
      from ${orders}
      where ${inRange(orders.paidAt, range)} and ${orders.status} in ('paid', 'refunded')
      union all
      select ${monthOf(refunds.updatedAt)}, ${orders.type}, ${refunds.currency}, 0, ${refunds.amount}
      from ${refunds} join ${orders} on ${orders.id} = ${refunds.orderId}
      where ${refunds.status} = 'succeeded' and ${inRange(refunds.updatedAt, range)}
      union all
      select ${monthOf(payments.updatedAt)}, ${orders.type}, ${payments.currency}, 0, ${payments.amount}
      from ${payments} join ${orders} on ${orders.paidPaymentId} = ${payments.id}
      where ${payments.status} = 'refunded' and ${inRange(payments.updatedAt, range)}
        and not exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id})
    )
    select month, service, moves.currency as currency,
      sum(paid) as paid, sum(refunded) as refunded,
      round(sum((paid - refunded)::numeric / ${exchangeRates.perEur})) as eur_cents,
      grouping(month, service, moves.currency) as level
    from moves
    left join ${exchangeRates} on ${exchangeRates.currency} = moves.currency
    group by grouping sets ((month, service, moves.currency), (month), ())
    order by 1, 2, 3`);
  const cents = (value: string | null) => (value === null ? null : Number(value));
  const rows: RevenueRow[] = [];
  const eurByMonth: RevenueReport['eurByMonth'] = [];
  let totalEurCents = 0;
  for (const row of result.rows) {
    const level = Number(row.level);
    if (level === 0) {
      rows.push({
        month: row.month!,
        service: row.service!,
        currency: row.currency!,
        paid: Number(row.paid),
        refunded: Number(row.refunded),
        net: Number(row.paid) - Number(row.refunded),
        eurCents: cents(row.eur_cents),
      });
    } else if (level === 3) {
      eurByMonth.push({ month: row.month!, eurCents: cents(row.eur_cents) ?? 0 });
    } else {
      totalEurCents = cents(row.eur_cents) ?? 0;
    }
  }
  return { rows, eurByMonth, totalEurCents };
}
