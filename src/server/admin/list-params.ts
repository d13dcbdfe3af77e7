import { z } from 'zod';

/** What an admin list reads from its URL: the page, the sort and its own filters. */
export interface ListSpec<Sort extends string, Filters extends z.ZodRawShape> {
  sorts: readonly [Sort, ...Sort[]];
  defaultSort: Sort;
  defaultDir?: 'asc' | 'desc';
  /** The list's filters, each parsed from one search parameter (strings; coerce as needed). */
  filters: Filters;
  pageSize?: number;
  /**
   * The schema of a row's id when the list pages by keyset: its "next" and "previous" links
   * name the row they continue from (`after`, `before`), so a deep page costs what the first
   * does. A page number alone (a typed or old URL) still works, by offset.
   */
  cursor?: z.ZodType<string>;
}

export interface ListParams<Sort extends string, Filters> {
  page: number;
  pageSize: number;
  offset: number;
  sort: Sort;
  dir: 'asc' | 'desc';
  filters: Filters;
  /** The search parameters that give this state (filters, sort, page), for links and CSV. */
  query: Record<string, string>;
  /** Keyset lists: the row this page continues from, forwards or backwards (one at most). */
  cursor: { after?: string; before?: string };
  /** Whether the list's links page by keyset (its spec has a `cursor`). */
  isKeyset: boolean;
}

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: SearchParams, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

function readCursor(params: SearchParams, schema: z.ZodType<string> | undefined) {
  if (!schema) return {};
  for (const key of ['after', 'before'] as const) {
    const parsed = schema.safeParse(read(params, key));
    if (parsed.success) return { [key]: parsed.data };
  }
  return {};
}

/**
 * The list state from a page's search parameters. Unknown sorts, bad page numbers and
 * filters that do not parse fall back to their defaults (a mistyped URL still shows a list).
 */
export function parseListParams<Sort extends string, Filters extends z.ZodRawShape>(
  params: SearchParams,
  spec: ListSpec<Sort, Filters>,
): ListParams<Sort, z.infer<z.ZodObject<Filters>>> {
  const pageSize = spec.pageSize ?? 50;
  const page = Math.min(Math.max(Number.parseInt(read(params, 'page') ?? '1', 10) || 1, 1), 10_000);
  const sortValue = read(params, 'sort');
  const sort = (spec.sorts as readonly string[]).includes(sortValue ?? '')
    ? (sortValue as Sort)
    : spec.defaultSort;
  const dirValue = read(params, 'dir');
  const dir = dirValue === 'asc' || dirValue === 'desc' ? dirValue : (spec.defaultDir ?? 'desc');
  const filters: Record<string, unknown> = {};
  const query: Record<string, string> = {};
  for (const [key, schema] of Object.entries(spec.filters)) {
    const raw = read(params, key);
    if (raw === undefined) continue;
    const parsed = (schema as z.ZodType).safeParse(raw);
    if (!parsed.success || parsed.data === undefined) continue;
    filters[key] = parsed.data;
    query[key] = raw;
  }
  if (sort !== spec.defaultSort || dir !== (spec.defaultDir ?? 'desc')) {
    query.sort = sort;
    query.dir = dir;
  }
  if (page > 1) query.page = String(page);
  const cursor = readCursor(params, spec.cursor);
  return {
    page,
    pageSize,
    // A cursor names where the page starts; the page number then only labels it.
    offset: cursor.after || cursor.before ? 0 : (page - 1) * pageSize,
    cursor,
    isKeyset: spec.cursor !== undefined,
    sort,
    dir,
    filters: filters as z.infer<z.ZodObject<Filters>>,
    query,
  };
}
