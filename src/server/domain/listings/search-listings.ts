import { count, inArray, sql, type SQL } from 'drizzle-orm';
import { findBreed } from '@/reference/breeds';
import type { SearchInput } from '@/validation/search';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { prepareListingSummariesWithKeys, type ListingSummary } from './listing-summary';
import { statementFor } from './per-database-cache';
import { countKey, recallCount, rememberCount } from './search-count-cache';
import {
  pagesKey,
  recallPageStart,
  rememberPageStart,
  type PageStart,
} from './search-page-boundaries';
import { armsAfter, buildSearchQuery, type SearchArm, type SearchQuery } from './search-query';

export const PAGE_SIZE = 12;
/** Counts stop here: "10,000+" tells a visitor as much as an exact figure, for far less work. */
export const COUNT_CAP = 10_000;
const MAX_PAGE = 100_000;

export interface ListingSearchResult {
  items: ListingSummary[];
  /** Matching listings, at most the count cap. */
  total: number;
  /** More than `total` listings match (shown as "10,000+"). */
  totalIsCapped: boolean;
  page: number;
  pageCount: number;
}

/**
 * The ids of one page. Each arm walks its search index in sort order up to the page's end;
 * PostgreSQL merges the arms (Merge Append) and stops after offset + 12 rows. (A UNION ALL of
 * plain selects on one table gets no Merge Append, hence the ORDER BY ... LIMIT per arm.)
 */
function pageIdsQuery(ctx: RequestContext, query: SearchQuery, arms: SearchArm[]): SQL {
  const { column, order, idOrder } = query.sortKey;
  const selects = arms.map(
    (arm) =>
      sql`(${ctx.db
        .select({ id: listings.id, sortKey: sql`${column}`.as('sort_key') })
        .from(listings)
        .where(arm.where)
        .orderBy(...query.orderBy)
        .limit(sql.placeholder('armLimit'))})`,
  );
  return sql`(SELECT merged.id FROM (${sql.join(selects, sql` UNION ALL `)}) merged
    ORDER BY merged.sort_key ${order}, merged.id ${idOrder}
    LIMIT ${sql.placeholder('pageLimit')} OFFSET ${sql.placeholder('pageOffset')})`;
}

/** The search generation (migration 0008), read in the statement that reads a page. */
const GENERATION = sql`(SELECT last_value FROM listings_search_generation)`;

/**
 * One page's listings. From a remembered start (keyset) when one is given and still holds;
 * otherwise by OFFSET, reading the row before the page too. Returns the page and where it and
 * the next page start, or null when the remembered start no longer holds.
 */
async function readPage(
  ctx: RequestContext,
  query: SearchQuery,
  offset: number,
  from: PageStart | undefined,
) {
  const lead = !from && offset > 0 ? 1 : 0;
  const path = from ? (from.key === null ? 'after-unpriced' : 'after') : 'offset';
  const statement = statementFor(ctx.db, `page ${path} ${query.shape}`, () =>
    prepareListingSummariesWithKeys(
      ctx.db,
      inArray(listings.id, pageIdsQuery(ctx, query, from ? armsAfter(query, from) : query.arms)),
      {
        limit: sql.placeholder('pageLimit'),
        orderBy: query.orderBy,
        sortKey: query.sortKey.column,
        alongside: GENERATION,
      },
    ),
  );
  const rows = await statement.execute({
    ...query.values,
    ...(from && { startKey: from.key, startId: from.id }),
    armLimit: from ? PAGE_SIZE : offset + PAGE_SIZE,
    pageLimit: PAGE_SIZE + lead,
    pageOffset: from ? 0 : offset - lead,
  });
  // An empty keyset page cannot show that the data is unchanged: read it by offset instead.
  if (from && rows[0]?.alongside !== from.generation) return null;
  const startOf = (row: (typeof rows)[number] | undefined): PageStart | undefined =>
    row && (row.sortKey !== null || query.sort.startsWith('price'))
      ? { key: row.sortKey, id: row.summary.id, generation: row.alongside }
      : undefined;
  const pageRows = rows.slice(lead);
  return {
    items: pageRows.map((row) => row.summary),
    /** The search generation the page was read at (unknown for an empty page). */
    generation: rows[0]?.alongside,
    start: lead ? startOf(rows[0]) : undefined,
    next: pageRows.length === PAGE_SIZE ? startOf(pageRows.at(-1)) : undefined,
  };
}

/**
 * Counts matches up to `cap + 1`, so a large result costs no more than a small one, with the
 * search generation read in the same statement.
 */
async function countCapped(ctx: RequestContext, query: SearchQuery, cap: number) {
  const statement = statementFor(ctx.db, `count ${query.shape}`, () => {
    const arms = query.arms.map(
      (arm) =>
        sql`${ctx.db
          .select({ one: sql`1` })
          .from(listings)
          .where(arm.where)}`,
    );
    return ctx.db
      .select({ total: count(), generation: sql<string>`${GENERATION}::text` })
      .from(
        sql`(${sql.join(arms, sql` UNION ALL `)} LIMIT ${sql.placeholder('countLimit')}) matches`,
      )
      .prepare('');
  });
  const [row] = await statement.execute({ ...query.values, countLimit: cap + 1 });
  return { matches: row?.total ?? 0, generation: row?.generation ?? '' };
}

/**
 * One page (12) of public puppies, adult dogs and planned litters matching the search, with
 * the number of matches counted up to 10,000 ("10,000+" beyond). A search counted before is
 * not counted again while its count holds (search-count-cache.ts): the page is read alone and
 * tells whether it does. Prices filter and sort across currencies through the normalized EUR
 * amount. An unknown breed is a validation error.
 */
export async function searchListings(
  ctx: RequestContext,
  input: SearchInput,
  options: { countCap?: number; reuseCounts?: boolean; keyset?: boolean } = {},
): Promise<ListingSearchResult> {
  const page = input.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw new ValidationError({ page: 'Errors.VALIDATION' });
  }
  if (input.breedKey && !findBreed(input.breedKey)) {
    throw new ValidationError({ breed: 'Errors.NOT_FOUND' });
  }
  const hasPriceFilter = input.priceMin !== undefined || input.priceMax !== undefined;
  const ratesPerEur = hasPriceFilter ? await getExchangeRates(ctx) : {};
  const today = ctx.now().toISOString().slice(0, 10);
  const query = buildSearchQuery(input, { today, ratesPerEur }, { placeholders: true });
  const cap = options.countCap ?? COUNT_CAP;
  const key = countKey(input, today, cap, ratesPerEur);
  const known = options.reuseCounts === false ? undefined : recallCount(ctx.db, key);

  const offset = (page - 1) * PAGE_SIZE;
  const pages = options.keyset === false ? null : pagesKey(input, today);
  const from = pages && page > 1 ? recallPageStart(ctx.db, pages, page) : undefined;

  // Deferred join: only the page's 12 rows are joined to kennels and photos, however deep.
  const reading = readPage(ctx, query, offset, from).then(
    async (result) => result ?? (await readPage(ctx, query, offset, undefined))!,
  );
  const counting = async () => {
    const counted = await countCapped(ctx, query, cap);
    rememberCount(ctx.db, key, cap, counted.matches, counted.generation);
    return counted.matches;
  };
  // Counted beside the page when no count is known; after it when the known one turns out stale.
  let read: Awaited<typeof reading>;
  let matches: number;
  if (known) {
    read = await reading;
    const holds = known.generation === null || known.generation === read.generation;
    matches = holds ? known.matches : await counting();
  } else {
    [read, matches] = await Promise.all([reading, counting()]);
  }
  if (pages && read.start) rememberPageStart(ctx.db, pages, page, read.start);
  if (pages && read.next) rememberPageStart(ctx.db, pages, page + 1, read.next);
  const total = Math.min(matches, cap);
  return {
    items: read.items,
    total,
    totalIsCapped: matches > cap,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
