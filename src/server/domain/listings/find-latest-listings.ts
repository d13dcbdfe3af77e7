import { and, asc, eq } from 'drizzle-orm';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { isActiveOfKinds, selectListingSummaries, type ListingSummary } from './listing-summary';
import { ageDate } from './search-query';

/** The newest active puppies for the home page. */
export function findLatestPuppies(ctx: RequestContext, limit = 8): Promise<ListingSummary[]> {
  return selectListingSummaries(ctx.db, isActiveOfKinds(['puppy']), { limit });
}

/** Planned litters, soonest expected birth first. */
export function findUpcomingLitters(ctx: RequestContext, limit = 4): Promise<ListingSummary[]> {
  // Kind and the age key as the search's age index has them, so no sort of every litter.
  return selectListingSummaries(
    ctx.db,
    and(eq(listings.status, 'planned'), eq(listings.kind, 'litter')),
    { limit, orderBy: [asc(ageDate), asc(listings.id)] },
  );
}
