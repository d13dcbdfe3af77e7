import { asc, eq } from 'drizzle-orm';
import { listings } from '../../db/schema';
import type { RequestContext } from '../../context';
import { isActiveOfKinds, selectListingSummaries, type ListingSummary } from './listing-summary';

/** The newest active puppies for the home page. */
export function findLatestPuppies(ctx: RequestContext, limit = 8): Promise<ListingSummary[]> {
  return selectListingSummaries(ctx.db, isActiveOfKinds(['puppy']), { limit });
}

/** Planned litters, soonest expected birth first. */
export function findUpcomingLitters(ctx: RequestContext, limit = 4): Promise<ListingSummary[]> {
  return selectListingSummaries(ctx.db, eq(listings.status, 'planned'), {
    limit,
    orderBy: [asc(listings.expectedBirthDate), asc(listings.id)],
  });
}
