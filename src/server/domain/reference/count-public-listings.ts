import { count, or } from 'drizzle-orm';
import { searchParamsSchema, type ListingType } from '@/validation/search';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { buildSearchQuery } from '../listings/search-query';

/**
 * Listings of the given types that an unfiltered search shows, counted per value of one
 * column (values without any are absent). A plain object, so callers can cache it as JSON.
 */
export async function countPublicListingsBy(
  ctx: RequestContext,
  column: 'breedKey' | 'countryCode',
  types?: readonly ListingType[],
): Promise<Record<string, number>> {
  const { arms } = buildSearchQuery(searchParamsSchema.parse(types ? { type: [...types] } : {}), {
    today: ctx.now().toISOString().slice(0, 10),
    ratesPerEur: {},
  });
  const rows = await ctx.db
    .select({ value: listings[column], total: count() })
    .from(listings)
    .where(or(...arms.map((arm) => arm.where)))
    .groupBy(listings[column]);
  return Object.fromEntries(rows.map((row) => [row.value, row.total]));
}
