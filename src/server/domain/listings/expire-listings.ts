import { and, inArray, lt } from 'drizzle-orm';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { LISTING_MACHINE } from './listing-states';

// The state table says which listings expire and into what (active dogs → expired).
const EXPIRE = LISTING_MACHINE.transitions.find((transition) => transition.event === 'expire')!;

/**
 * Expires every ad whose 90 days ran out (`expiresAt` before now) unless it was renewed.
 * One conditional UPDATE: every app process may run it at once, and a second run changes nothing.
 */
export async function expireListings(ctx: RequestContext): Promise<number> {
  const now = ctx.now();
  const expired = await ctx.db
    .update(listings)
    .set({ status: EXPIRE.to, updatedAt: now })
    .where(
      and(
        inArray(listings.status, [...EXPIRE.from]),
        inArray(listings.kind, [...EXPIRE.kinds]),
        lt(listings.expiresAt, now),
      ),
    )
    .returning({ id: listings.id });
  return expired.length;
}
