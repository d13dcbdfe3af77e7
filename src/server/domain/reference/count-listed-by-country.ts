import { count, or } from 'drizzle-orm';
import { LISTING_TYPES, searchParamsSchema } from '@/validation/search';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { buildSearchQuery } from '../listings/search-query';

/**
 * Public listings (puppies, adult dogs and planned litters) per country code, counted as the
 * search counts them; countries without any are absent. The search's country filter offers
 * these rather than every country in the world. A plain object, so callers can cache it.
 */
export async function countListedByCountry(ctx: RequestContext): Promise<Record<string, number>> {
  const { arms } = buildSearchQuery(searchParamsSchema.parse({ type: [...LISTING_TYPES] }), {
    today: ctx.now().toISOString().slice(0, 10),
    ratesPerEur: {},
  });
  const rows = await ctx.db
    .select({ countryCode: listings.countryCode, total: count() })
    .from(listings)
    .where(or(...arms.map((arm) => arm.where)))
    .groupBy(listings.countryCode);
  return Object.fromEntries(rows.map((row) => [row.countryCode, row.total]));
}
