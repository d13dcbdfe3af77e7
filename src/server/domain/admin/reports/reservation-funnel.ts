import { sql } from 'drizzle-orm';
import { orders, reservations } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { inRange, requireReportReader, type ReportRange } from './report-range';

export const FUNNEL_STAGES = ['started', 'paid', 'completed', 'cancelled', 'expired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/**
 * Reservations started in the range and how far they got: deposit paid (whatever came after),
 * purchase completed, cancelled by either side (paid or not), or expired unpaid.
 */
export async function getReservationFunnel(
  ctx: RequestContext,
  range: ReportRange,
): Promise<Record<FunnelStage, number>> {
  requireReportReader(ctx);
  const result = await ctx.db.execute<Record<FunnelStage, string>>(sql`
    select count(*) as started,
      count(*) filter (where exists (
        select 1 from ${orders}
        where ${orders.reservationId} = ${reservations.id} and ${orders.paidAt} is not null
      )) as paid,
      count(*) filter (where ${reservations.status} = 'completed') as completed,
      count(*) filter (
        where ${reservations.status} in ('cancelled_by_buyer', 'cancelled_by_breeder')
      ) as cancelled,
      count(*) filter (where ${reservations.status} = 'expired') as expired
    from ${reservations}
    where ${inRange(reservations.createdAt, range)}`);
  const row = result.rows[0]!;
  return Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, Number(row[stage])])) as Record<
    FunnelStage,
    number
  >;
}
