import type { ReactNode } from 'react';
import { AdminTable, type AdminColumn, type AdminRow } from './admin-table';

/** The URL state of a list as parseListParams gives it. */
export interface AdminListState {
  query: Record<string, string>;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** The pages link by keyset: "next" after the last row, "previous" before the first. */
  isKeyset?: boolean;
}

export interface AdminListFrameProps {
  /** The list's path: the filters form sends its fields here as search parameters. */
  path: string;
  list: AdminListState;
  /** The form's own fields; the frame adds the submit button. */
  filters: ReactNode;
  submitLabel: string;
  /** The dogs lists' unstyled button (the others use the `button` class). */
  isPlainSubmit?: boolean;
  /** Makes the form a named search landmark. */
  searchLabel?: string;
  caption: string;
  columns: AdminColumn[];
  rows: AdminRow[];
  /** The number of matches when counted (null: "next page" decides by a full page). */
  total?: number | null;
  empty?: string;
  /** The CSV of every match, linked above the table when `isCsvFirst`, below it otherwise. */
  csv: { href: string; label: string; isCsvFirst?: boolean };
}

/**
 * The frame every admin list shares: the filters form (GET, so the state is the URL), the
 * server-sorted and paged table, and the link to the CSV of all matches.
 */
export function AdminListFrame(props: AdminListFrameProps) {
  const { path, list, csv } = props;
  const csvLink = (
    <p>
      <a href={csv.href} download>
        {csv.label}
      </a>
    </p>
  );
  return (
    <>
      <form
        method="get"
        action={path}
        className="admin-filters"
        role={props.searchLabel ? 'search' : undefined}
        aria-label={props.searchLabel}
      >
        {props.filters}
        <button type="submit" className={props.isPlainSubmit ? undefined : 'button'}>
          {props.submitLabel}
        </button>
      </form>
      {csv.isCsvFirst ? csvLink : null}
      <AdminTable
        caption={props.caption}
        columns={props.columns}
        rows={props.rows}
        path={path}
        query={list.query}
        sort={list.sort}
        dir={list.dir}
        page={list.page}
        pageSize={list.pageSize}
        isKeyset={list.isKeyset}
        total={props.total ?? null}
        empty={props.empty}
      />
      {csv.isCsvFirst ? null : csvLink}
    </>
  );
}
