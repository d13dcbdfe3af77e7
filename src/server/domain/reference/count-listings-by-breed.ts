import { count } from 'drizzle-orm';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { isActiveOfKinds } from '../listings/listing-summary';

/** Number of active puppies for sale per breed key (breeds without any are absent). */
export async function countPuppiesByBreed(ctx: RequestContext): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ breedKey: listings.breedKey, total: count() })
    .from(listings)
    .where(isActiveOfKinds(['puppy']))
    .groupBy(listings.breedKey);
  return new Map(rows.map((row) => [row.breedKey, row.total]));
}
