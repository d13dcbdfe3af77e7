import { and, eq } from 'drizzle-orm';
import { kennels, listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { isUuid } from '../ids';
import { readWaitlistSummary, type WaitlistSummary } from './waitlist-places';

/** A planned litter as its join page shows it: title, kennel, expected date and its waitlist. */
export interface WaitlistLitter {
  id: string;
  title: string;
  slug: string;
  kennelSlug: string;
  kennelName: string;
  expectedBirthDate: string | null;
  summary: WaitlistSummary;
}

/** The planned litter `listingId` with its waitlist; null when there is no such planned litter. */
export async function findWaitlistLitter(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<WaitlistLitter | null> {
  if (!isUuid(input.listingId)) return null;
  const [litter] = await ctx.db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      kennelSlug: kennels.slug,
      kennelName: kennels.name,
      expectedBirthDate: listings.expectedBirthDate,
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(and(eq(listings.id, input.listingId), eq(listings.status, 'planned')));
  const summary = litter ? await readWaitlistSummary(ctx.db, litter.id) : null;
  return litter && summary ? { ...litter, summary } : null;
}
