import { countDistinct } from 'drizzle-orm';
import { kennels } from '../../db/schema';
import type { RequestContext } from '../../context';

/** Headline numbers for the home page. */
export async function getMarketplaceStats(
  ctx: RequestContext,
): Promise<{ kennels: number; countries: number }> {
  const [row] = await ctx.db
    .select({ kennels: countDistinct(kennels.id), countries: countDistinct(kennels.countryCode) })
    .from(kennels);
  return { kennels: row?.kennels ?? 0, countries: row?.countries ?? 0 };
}
