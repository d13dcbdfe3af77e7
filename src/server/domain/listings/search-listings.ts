import { count, inArray, sql, type SQL } from 'drizzle-orm';
import { findBreed } from '@/reference/breeds';
import type { SearchInput } from '@/validation/search';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { getExchangeRates } from '../exchange-rates/get-exchange-rates';
import { selectListingSummaries, type ListingSummary } from './listing-summary';
import { countKey, isKnownCapped, rememberCapped } from './search-count-cache';
import { buildSearchQuery, type SearchQuery } from './search-query';

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
function pageIdsQuery(ctx: RequestContext, query: SearchQuery, offset: number): SQL {
  const { column, order, idOrder } = query.sortKey;
  const arms = query.arms.map(
    (arm) =>
      sql`(${ctx.db
        .select({ id: listings.id, sortKey: sql`${column}`.as('sort_key') })
        .from(listings)
        .where(arm.where)
        .orderBy(...query.orderBy)
        .limit(offset + PAGE_SIZE)})`,
  );
  return sql`(SELECT merged.id FROM (${sql.join(arms, sql` UNION ALL `)}) merged
    ORDER BY merged.sort_key ${order}, merged.id ${idOrder} LIMIT ${PAGE_SIZE} OFFSET ${offset})`;
}

/** Counts matches up to `cap + 1`, so a large result costs no more than a small one. */
async function countCapped(ctx: RequestContext, query: SearchQuery, cap: number) {
  const arms = query.arms.map(
    (arm) =>
      sql`${ctx.db
        .select({ one: sql`1` })
        .from(listings)
        .where(arm.where)}`,
  );
  const [row] = await ctx.db
    .select({ total: count() })
    .from(sql`(${sql.join(arms, sql` UNION ALL `)} LIMIT ${cap + 1}) matches`);
  return row?.total ?? 0;
}

/**
 * One page (12) of public puppies, adult dogs and planned litters matching the search, with
 * the number of matches counted up to 10,000 ("10,000+" beyond; such a search is not counted
 * again for a minute). Prices filter and sort across currencies through the normalized EUR
 * amount. An unknown breed is a validation error.
 */
export async function searchListings(
  ctx: RequestContext,
  input: SearchInput,
  options: { countCap?: number; reuseCappedCounts?: boolean } = {},
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
  const query = buildSearchQuery(input, { today, ratesPerEur });
  const cap = options.countCap ?? COUNT_CAP;
  const key = countKey(input, today, cap);
  const isCapped = options.reuseCappedCounts !== false && isKnownCapped(ctx.db, key);

  // Deferred join: only the page's 12 rows are joined to kennels and photos, however deep.
  const [items, matches] = await Promise.all([
    selectListingSummaries(
      ctx.db,
      inArray(listings.id, pageIdsQuery(ctx, query, (page - 1) * PAGE_SIZE)),
      {
        limit: PAGE_SIZE,
        orderBy: query.orderBy,
      },
    ),
    isCapped ? cap + 1 : countCapped(ctx, query, cap),
  ]);
  if (matches > cap) rememberCapped(ctx.db, key);
  const total = Math.min(matches, cap);
  return {
    items,
    total,
    totalIsCapped: matches > cap,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
