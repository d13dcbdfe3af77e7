import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext, Viewer } from '../../../context';
import { ADMIN_ROLES, requireRole } from '../../auth/require-role';

/** Days in UTC, both ends included: `?from=2026-01-01&to=2026-11-30`. */
export interface ReportRange {
  from: string;
  to: string;
}

/** Every admin role reads the reports (ADMINV read-only, as everything here is). */
export const requireReportReader = (ctx: RequestContext): Viewer =>
  requireRole(ctx, ADMIN_ROLES, 'read the reports');

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Longer ranges are refused: five years of months is already 60 bars. */
export const MAX_REPORT_MONTHS = 60;

const isDay = (value: string | undefined): value is string =>
  value !== undefined &&
  DAY.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The last 12 months: from the first day of the month eleven months ago until today. */
export function defaultReportRange(today: Date): ReportRange {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { from: dayOf(start), to: dayOf(today) };
}

/**
 * The range a report URL asks for, or the default with `isFallback` when either day is
 * malformed, not a calendar day, ends before it starts or spans more than five years.
 */
export function parseReportRange(
  params: { from?: string; to?: string },
  today: Date,
): { range: ReportRange; isFallback: boolean } {
  const fallback = defaultReportRange(today);
  if (params.from === undefined && params.to === undefined) {
    return { range: fallback, isFallback: false };
  }
  const { from, to } = params;
  if (
    !isDay(from) ||
    !isDay(to) ||
    to < from ||
    reportMonths({ from, to }).length > MAX_REPORT_MONTHS
  ) {
    return { range: fallback, isFallback: true };
  }
  return { range: { from, to }, isFallback: false };
}

/** The months a range touches, as `YYYY-MM`, oldest first. */
export function reportMonths(range: ReportRange): string[] {
  const months: string[] = [];
  let year = Number(range.from.slice(0, 4));
  let month = Number(range.from.slice(5, 7));
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    if (++month > 12) [year, month] = [year + 1, 1];
  }
}

/** The range as instants: from its first day's midnight to the midnight after its last day. */
export function rangeBounds(range: ReportRange): { start: Date; end: Date } {
  const end = new Date(`${range.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: new Date(`${range.from}T00:00:00Z`), end };
}

/** `column` in the range: a half-open interval, so a plain index on the column answers it. */
export function inRange(column: AnyPgColumn | SQL, range: ReportRange): SQL {
  const { start, end } = rangeBounds(range);
  return sql`${column} >= ${start.toISOString()} and ${column} < ${end.toISOString()}`;
}

/** The UTC month of a timestamp column as `YYYY-MM`. */
export const monthOf = (column: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

/** Fills the months a query returned nothing for with zeros. */
export function byMonth<T extends object>(
  range: ReportRange,
  rows: readonly (T & { month: string })[],
  empty: T,
): (T & { month: string })[] {
  const found = new Map(rows.map((row) => [row.month, row]));
  return reportMonths(range).map((month) => found.get(month) ?? { ...empty, month });
}

/**
 * The range cut into the whole months inside it (read from the monthly summary) and the days
 * at either end that make no whole month (counted live): 2025-01-15..2025-10-26 is February to
 * September, plus 15–31 January and 1–26 October. A range reaching today takes its last month
 * whole: nothing is published or sold after today, and the job keeps the current month.
 */
export function splitByWholeMonths(
  range: ReportRange,
  today: Date,
): { months: { from: string; to: string } | null; edges: ReportRange[] } {
  const { start, end } = rangeBounds(range);
  const monthStart = (date: Date, later: number) =>
    new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + later, 1));
  const first = start.getUTCDate() === 1 ? start : monthStart(start, 1);
  const last =
    range.to >= dayOf(today) ? monthStart(end, end.getUTCDate() === 1 ? 0 : 1) : monthStart(end, 0);
  if (first >= last) return { months: null, edges: [range] };
  const dayBefore = (date: Date) => dayOf(new Date(date.getTime() - 86_400_000));
  const edges: ReportRange[] = [];
  if (start < first) edges.push({ from: range.from, to: dayBefore(first) });
  if (last < end) edges.push({ from: dayOf(last), to: range.to });
  return { months: { from: dayOf(first), to: dayOf(last) }, edges };
}
