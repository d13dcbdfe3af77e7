import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** How a keyset list is ordered: by one column of `table`, then by the row's unique id. */
export interface KeysetOrder {
  table: PgTable;
  column: PgColumn;
  id: PgColumn;
  dir: 'asc' | 'desc';
}

export interface KeysetPage {
  where: SQL | undefined;
  orderBy: SQL[];
  /** Read backwards from a `before` cursor: the caller reverses the rows it gets. */
  isBackward: boolean;
}

const flip = (dir: 'asc' | 'desc') => (dir === 'asc' ? 'desc' : 'asc');

/**
 * The WHERE and ORDER BY of one page after (or before) the row `cursor` names, in the list's
 * order: `column` (nulls last, in either direction, for a nullable column) then `id`. The
 * cursor's own value is read from its row, so no value travels in the URL and none loses
 * precision (timestamps keep their microseconds). A non-null column compares as a row,
 * `(column, id) < (value, id)`, which walks a `(column, id)` index from the cursor; an id that
 * names no row gives an empty page.
 */
export function keysetPage(
  order: KeysetOrder,
  cursor: { after?: string; before?: string },
): KeysetPage {
  const { column, id } = order;
  const isBackward = !cursor.after && cursor.before !== undefined;
  const walk = isBackward ? flip(order.dir) : order.dir;
  const direction = sql.raw(walk);
  // Nulls come last in the list, so first when it is read backwards.
  const nulls = column.notNull ? sql`` : sql.raw(isBackward ? ' nulls first' : ' nulls last');
  const orderBy = [sql`${column} ${direction}${nulls}`, sql`${id} ${direction}`];
  const cursorId = cursor.after ?? cursor.before;
  if (cursorId === undefined) return { where: undefined, orderBy, isBackward };

  // The cursor row's value, by its id (a scalar subquery, run once, through the primary key).
  const value = sql`(select cursor_row.${sql.identifier(column.name)} from ${order.table} cursor_row where cursor_row.${sql.identifier(id.name)} = ${cursorId})`;
  const beyond = sql.raw(walk === 'desc' ? '<' : '>');
  const row = sql`(${column}, ${id}) ${beyond} (${value}, ${cursorId})`;
  if (column.notNull) return { where: row, orderBy, isBackward };
  // A nullable column: the rows with no value sort after every row that has one.
  const where = isBackward
    ? sql`(case when ${value} is null then ${column} is not null or ${id} ${beyond} ${cursorId} else ${row} end)`
    : sql`(case when ${value} is null then ${column} is null and ${id} ${beyond} ${cursorId} else ${column} is null or ${row} end)`;
  return { where, orderBy, isBackward };
}
