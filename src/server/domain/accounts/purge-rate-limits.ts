import { lte } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { rateLimits } from '../../db/schema';

/**
 * Deletes the rate-limit counters whose window has passed. Readers already ignore them (each
 * checks `expire`); this keeps the table as small as the traffic of the last hours.
 */
export async function purgeRateLimits(ctx: RequestContext): Promise<number> {
  const purged = await ctx.db
    .delete(rateLimits)
    .where(lte(rateLimits.expire, ctx.now()))
    .returning({ key: rateLimits.key });
  return purged.length;
}
