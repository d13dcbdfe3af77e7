import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { exchangeRates } from '../../db/schema';

/**
 * The row versions of `table`'s rows matching `where` (Postgres gives a row a new `xmin` on each
 * insert and update), in one order: the rows changed, gained or lost one exactly when this does.
 */
export const rowVersions = (table: PgTable, where?: SQL): SQL =>
  sql`(SELECT string_agg(${table}.xmin::text, ',' ORDER BY ${table}.xmin::text) FROM ${table}
    ${where ? sql`WHERE ${where}` : sql``})`;

/** One row's version (the outer FROM's). */
export const rowVersion = (table: PgTable): SQL => sql`${table}.xmin::text`;

/**
 * A public page's version (md5 hex) from what it shows: the given parts, plus what every such
 * page shows, the exchange rates (prices in the visitor's currency) and the day (dogs' ages).
 */
export function pageVersion(parts: SQL[]): SQL<string> {
  return sql<string>`md5(concat_ws('|', ${sql.join(parts, sql`, `)},
    ${rowVersions(exchangeRates)},
    (now() AT TIME ZONE 'UTC')::date::text))`;
}
