import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kennels, listings, waitlistApplications } from '../../db/schema';
import { NotFoundError } from '../errors';
import { isUuid } from '../ids';

/**
 * An application with its litter, locked, when `userId` is its buyer or the litter's breeder
 * (as `side` says); anyone else is told it does not exist. `lock: false` only reads it (to find
 * its litter, whose waitlist row is locked first when the picks change).
 */
export async function lockApplicationOf(
  tx: Executor,
  input: { applicationId: string; userId: string; side: 'buyer' | 'breeder'; lock?: boolean },
) {
  if (!isUuid(input.applicationId)) throw new NotFoundError('Waitlist application');
  const query = tx
    .select({
      application: waitlistApplications,
      title: listings.title,
      breederId: kennels.ownerId,
    })
    .from(waitlistApplications)
    .innerJoin(listings, eq(listings.id, waitlistApplications.listingId))
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(
      and(
        eq(waitlistApplications.id, input.applicationId),
        input.side === 'buyer'
          ? eq(waitlistApplications.buyerId, input.userId)
          : eq(kennels.ownerId, input.userId),
      ),
    );
  const [row] =
    input.lock === false ? await query : await query.for('update', { of: waitlistApplications });
  if (!row) throw new NotFoundError('Waitlist application');
  return row;
}
