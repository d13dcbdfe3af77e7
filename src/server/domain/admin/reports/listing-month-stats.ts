import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../../context';

/** Run by the job runner and the scripts as nobody in particular: no viewer to check. */
type SummaryContext = Pick<RequestContext, 'db' | 'now'>;
import { listingMonthStats } from '../../../db/schema';

/** A span of whole UTC months: `from` is a month's first day, `to` the first day after it. */
export interface MonthSpan {
  from: string;
  to: string;
}

const firstOfMonth = (date: Date, monthsLater = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1))
    .toISOString()
    .slice(0, 10);

/** The publishing and sale events of `span` (every event when undefined), summed per key. */
function eventsSql(span: MonthSpan | undefined): SQL {
  const within = (column: SQL) =>
    span
      ? sql`and ${column} >= ${`${span.from}T00:00:00Z`} and ${column} < ${`${span.to}T00:00:00Z`}`
      : sql``;
  const month = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'UTC')::date`;
  return sql`
    select month, breed_key, country_code, kind, sum(published)::int, sum(sold)::int
    from (
      select ${month(sql`published_at`)} as month, breed_key, country_code, kind,
             1 as published, 0 as sold
      from listings where published_at is not null ${within(sql`published_at`)}
      union all
      select ${month(sql`updated_at`)}, breed_key, country_code, kind, 0, 1
      from listings where status = 'sold' ${within(sql`updated_at`)}
    ) events
    group by month, breed_key, country_code, kind`;
}

/** Taken by every change of the summary: the daily rebuild and the 10-minute refresh queue. */
const SUMMARY_LOCK = 'reports:listing_month_stats';

/**
 * Replaces the summary rows of `span` (all of them when undefined) in one transaction. The
 * rebuild and the refresh overlap in the recent months: run at once, the later insert would
 * meet the earlier one's rows on the summary's key, so one waits for the other's commit.
 */
async function refresh(ctx: SummaryContext, span: MonthSpan | undefined): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${SUMMARY_LOCK}))`);
    await tx
      .delete(listingMonthStats)
      .where(
        span
          ? and(gte(listingMonthStats.month, span.from), lt(listingMonthStats.month, span.to))
          : undefined,
      );
    await tx.execute(
      sql`insert into ${listingMonthStats}
            (month, breed_key, country_code, kind, published, sold) ${eventsSql(span)}`,
    );
  });
}

/**
 * The job's incremental step: recounts the current and the previous month, the ones still
 * changing (a sale lands in the current month; the previous one completes at midnight UTC).
 */
export function refreshRecentListingMonthStats(ctx: SummaryContext): Promise<void> {
  const now = ctx.now();
  return refresh(ctx, { from: firstOfMonth(now, -1), to: firstOfMonth(now, 1) });
}

/**
 * Recounts every month from the listings: after a deploy, and daily against drift (an ad
 * republished or edited after its month was counted).
 */
export function rebuildListingMonthStats(ctx: SummaryContext): Promise<void> {
  return refresh(ctx, undefined);
}
