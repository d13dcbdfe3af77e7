import { sql } from 'drizzle-orm';
import { kennels, users } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import { byMonth, inRange, monthOf, requireReportReader, type ReportRange } from './report-range';

export interface NewAccountsRow {
  month: string;
  users: number;
  kennels: number;
}

/** Accounts and kennels created per month (erased and suspended ones included). */
export async function getNewAccounts(
  ctx: RequestContext,
  range: ReportRange,
): Promise<NewAccountsRow[]> {
  requireReportReader(ctx);
  const perMonth = (table: typeof users | typeof kennels) =>
    ctx.db
      .select({ month: monthOf(table.createdAt), n: sql<string>`count(*)` })
      .from(table)
      .where(inRange(table.createdAt, range))
      .groupBy(monthOf(table.createdAt));
  const [people, kennelRows] = await Promise.all([perMonth(users), perMonth(kennels)]);
  const rows = new Map<string, NewAccountsRow>();
  const row = (month: string) =>
    rows.get(month) ?? rows.set(month, { month, users: 0, kennels: 0 }).get(month)!;
  for (const { month, n } of people) row(month).users = Number(n);
  for (const { month, n } of kennelRows) row(month).kennels = Number(n);
  return byMonth(range, [...rows.values()], { users: 0, kennels: 0 });
}
