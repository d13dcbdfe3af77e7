import { count, or } from 'drizzle-orm';
import { searchParamsSchema } from '@/validation/search';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { buildSearchQuery } from '../listings/search-query';

/**
 * Dogs for sale per breed key, counted exactly as the breed's unfiltered search counts them
 * (active puppies and adult dogs), so a link's number matches the page it opens. Breeds
 * without any are absent. A plain object, so callers can cache it as JSON.
 */
export async function countForSaleByBreed(ctx: RequestContext): Promise<Record<string, number>> {
  const { arms } = buildSearchQuery(searchParamsSchema.parse({}), {
    today: ctx.now().toISOString().slice(0, 10),
    ratesPerEur: {},
  });
  const rows = await ctx.db
    .select({ breedKey: listings.breedKey, total: count() })
    .from(listings)
    .where(or(...arms.map((arm) => arm.where)))
    .groupBy(listings.breedKey);
  return Object.fromEntries(rows.map((row) => [row.breedKey, row.total]));
}
