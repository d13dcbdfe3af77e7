import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { listingMonthStats, listings } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { inRange, requireReportReader, splitByWholeMonths, type ReportRange } from './report-range';

export const TOP_LIMIT = 10;

export interface TopRow {
  /** A breed key or an ISO country code. */
  key: string;
  listings: number;
  sales: number;
}

export interface TopReport {
  breeds: TopRow[];
  countries: TopRow[];
}

export type Dimension = 'breed' | 'country';
export type Counted = { key: string; listings: string | number; sales: string | number }[];

/**
 * Counted from the listings themselves: the days of a range that make no whole month (and the
 * reference the summary is checked and benchmarked against).
 */
export function liveTopCounts(ctx: RequestContext, dimension: Dimension, range: ReportRange) {
  const column = dimension === 'breed' ? listings.breedKey : listings.countryCode;
  const soldInRange = and(eq(listings.status, 'sold'), inRange(listings.updatedAt, range));
  return ctx.db
    .select({
      key: column,
      listings: sql<string>`count(*) filter (where ${inRange(listings.publishedAt, range)})`,
      sales: sql<string>`count(*) filter (where ${soldInRange})`,
    })
    .from(listings)
    .where(sql`(${inRange(listings.publishedAt, range)}) or (${soldInRange})`)
    .groupBy(column);
}

function summedCounts(ctx: RequestContext, dimension: Dimension, months: ReportRange) {
  const column = dimension === 'breed' ? listingMonthStats.breedKey : listingMonthStats.countryCode;
  return ctx.db
    .select({
      key: column,
      listings: sql<string>`sum(${listingMonthStats.published})`,
      sales: sql<string>`sum(${listingMonthStats.sold})`,
    })
    .from(listingMonthStats)
    .where(and(gte(listingMonthStats.month, months.from), lt(listingMonthStats.month, months.to)))
    .groupBy(column);
}

/** Adds up the parts' counts per key and keeps the first ten. */
export function topOf(parts: Counted[]): TopRow[] {
  const totals = new Map<string, TopRow>();
  for (const part of parts) {
    for (const { key, listings: published, sales } of part) {
      const row = totals.get(key) ?? totals.set(key, { key, listings: 0, sales: 0 }).get(key)!;
      row.listings += Number(published);
      row.sales += Number(sales);
    }
  }
  return [...totals.values()]
    .filter((row) => row.listings > 0 || row.sales > 0)
    .sort(
      (a, b) =>
        b.listings - a.listings ||
        b.sales - a.sales ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .slice(0, TOP_LIMIT);
}

/**
 * The ten breeds and ten countries with the most ads published in the range, with the dogs
 * sold there in the range (see getListingsPublishedSold for when a sale happened); ties go
 * alphabetically. Whole months come from the monthly summary, the range's end days are live.
 */
export async function getTopBreedsAndCountries(
  ctx: RequestContext,
  range: ReportRange,
): Promise<TopReport> {
  requireReportReader(ctx);
  const { months, edges } = splitByWholeMonths(range, ctx.now());
  const top = async (dimension: Dimension) =>
    topOf(
      await Promise.all([
        ...(months ? [summedCounts(ctx, dimension, months)] : []),
        ...edges.map((edge) => liveTopCounts(ctx, dimension, edge)),
      ]),
    );
  const [breeds, countries] = await Promise.all([top('breed'), top('country')]);
  return { breeds, countries };
}
