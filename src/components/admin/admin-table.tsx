'use client';

import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatMoney } from '@/i18n/money';
import { listHref } from './list-href';

/** What a cell shows: text, a number, a link, a warning, money in minor units, or a time. */
export type AdminCell =
  | string
  | number
  | null
  | { text: string; href: string }
  /** Text that needs attention (e.g. "Overdue by 2 h"): emphasised and marked, not by colour only. */
  | { text: string; isAlert: true }
  | { amount: number; currency: string }
  | { date: string };

export interface AdminColumn {
  id: string;
  header: string;
  /** The sort key the list's URL takes for this column (the server sorts). */
  sort?: string;
  numeric?: boolean;
}

export type AdminRow = { id: string } & Record<string, AdminCell>;

export interface AdminTableProps {
  caption: string;
  columns: AdminColumn[];
  rows: AdminRow[];
  /** The list's path and its current URL state (filters, sort, page) from parseListParams. */
  path: string;
  query: Record<string, string>;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** Page links name the row they continue from (`after`, `before`) instead of an offset. */
  isKeyset?: boolean;
  /** The number of matching rows when known (null: counting would be slow; "next" decides). */
  total: number | null;
  empty?: string;
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminRow>();
const dates = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function CellView({ value }: { value: AdminCell | undefined }) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return value.toLocaleString('en-GB');
  if ('href' in value) return <a href={value.href}>{value.text}</a>;
  if ('isAlert' in value) return <strong className="admin-alert">⚠ {value.text}</strong>;
  if ('amount' in value) return formatMoney(value.amount, value.currency, 'en-GB');
  return <time dateTime={value.date}>{dates.format(new Date(value.date))} UTC</time>;
}

/**
 * A server-side list: the server filters, sorts and pages; this renders the page of rows on
 * TanStack Table's column model, with sort links in the headers (aria-sort) and pagination
 * links, so every state is a URL an admin can bookmark or share.
 */
export function AdminTable(props: AdminTableProps) {
  const { caption, columns, rows, path, query, sort, dir, page, pageSize, total } = props;
  const columnDefs = useMemo(
    () =>
      helper.columns(
        columns.map((column) =>
          helper.display({
            id: column.id,
            header: column.header,
            cell: (info) => <CellView value={info.row.original[column.id]} />,
          }),
        ),
      ),
    [columns],
  );
  const table = useTable({ features, columns: columnDefs, data: rows, getRowId: (row) => row.id });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const hasNext = total === null ? rows.length === pageSize : page * pageSize < total;
  const first = rows.length ? (page - 1) * pageSize + 1 : 0;
  const last = (page - 1) * pageSize + rows.length;
  const previousHref = listHref(path, query, {
    page: page > 2 ? String(page - 1) : undefined,
    // Page 1 is the list's start; a deeper page reads back from this page's first row.
    before: props.isKeyset && page > 2 ? rows[0]?.id : undefined,
  });
  const nextHref = listHref(path, query, {
    page: String(page + 1),
    after: props.isKeyset ? rows.at(-1)?.id : undefined,
  });
  return (
    <div className="admin-table">
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id)!;
                  const active = column.sort !== undefined && column.sort === sort;
                  const nextDir = active && dir === 'desc' ? 'asc' : 'desc';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={column.numeric ? 'numeric' : undefined}
                      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {column.sort ? (
                        <a
                          href={listHref(path, query, {
                            sort: column.sort,
                            dir: nextDir,
                            page: undefined,
                          })}
                        >
                          {column.header}
                          {active ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
                        </a>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={byId.get(cell.column.id)?.numeric ? 'numeric' : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p>{props.empty ?? 'Nothing matches these filters.'}</p> : null}
      <nav aria-label={`${caption}: pages`} className="admin-pager">
        <p>
          {rows.length
            ? `${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')}${
                total === null ? '' : ` of ${total.toLocaleString('en-GB')}`
              }`
            : ''}
        </p>
        {page > 1 ? <a href={previousHref}>Previous page</a> : null}
        {hasNext ? <a href={nextHref}>Next page</a> : null}
      </nav>
    </div>
  );
}
