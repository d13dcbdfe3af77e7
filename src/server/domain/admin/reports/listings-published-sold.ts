import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { listingMonthStats, listings } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import {
  byMonth,
  inRange,
  monthOf,
  requireReportReader,
  splitByWholeMonths,
  type ReportRange,
} from './report-range';

export interface ListingsMonthRow {
  month: string;
  published: number;
  sold: number;
}

type Counts = { month: string; n: string | number }[];

/**
 * Counted from the listings themselves: the days of a range that make no whole month (and the
 * reference the summary is checked and benchmarked against).
 */
export function liveCounts(ctx: RequestContext, range: ReportRange): Promise<[Counts, Counts]> {
  return Promise.all([
    ctx.db
      .select({ month: monthOf(listings.publishedAt), n: sql<string>`count(*)` })
      .from(listings)
      .where(inRange(listings.publishedAt, range))
      .groupBy(monthOf(listings.publishedAt)),
    ctx.db
      .select({ month: monthOf(listings.updatedAt), n: sql<string>`count(*)` })
      .from(listings)
      .where(and(eq(listings.status, 'sold'), inRange(listings.updatedAt, range)))
      .groupBy(monthOf(listings.updatedAt)),
  ]);
}

/**
 * Ads published per month (by their publishing time; drafts never count) and dogs sold per
 * month. A sold ad changes no more, so its last change (`updated_at`) is when it was sold,
 * through a completed reservation or marked by its breeder. Whole months come from the
 * monthly summary (listing-month-stats.ts), the days at the range's ends from the listings.
 */
export async function getListingsPublishedSold(
  ctx: RequestContext,
  range: ReportRange,
): Promise<ListingsMonthRow[]> {
  requireReportReader(ctx);
  const { months, edges } = splitByWholeMonths(range, ctx.now());
  const summary = months
    ? ctx.db
        .select({
          month: sql<string>`to_char(${listingMonthStats.month}, 'YYYY-MM')`,
          published: sql<string>`sum(${listingMonthStats.published})`,
          sold: sql<string>`sum(${listingMonthStats.sold})`,
        })
        .from(listingMonthStats)
        .where(
          and(gte(listingMonthStats.month, months.from), lt(listingMonthStats.month, months.to)),
        )
        .groupBy(listingMonthStats.month)
    : Promise.resolve([]);
  const [summed, ...live] = await Promise.all([
    summary,
    ...edges.map((edge) => liveCounts(ctx, edge)),
  ]);
  const rows = new Map<string, ListingsMonthRow>();
  const row = (month: string) =>
    rows.get(month) ?? rows.set(month, { month, published: 0, sold: 0 }).get(month)!;
  for (const { month, published, sold } of summed) {
    row(month).published += Number(published);
    row(month).sold += Number(sold);
  }
  for (const [published, sold] of live) {
    for (const { month, n } of published) row(month).published += Number(n);
    for (const { month, n } of sold) row(month).sold += Number(n);
  }
  return byMonth(range, [...rows.values()], { published: 0, sold: 0 });
}
