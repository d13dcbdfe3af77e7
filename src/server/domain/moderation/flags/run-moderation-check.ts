import { and, eq, inArray } from 'drizzle-orm';
import { listings, photos } from '../../../db/schema';
import type { RequestContext } from '../../../context';
import type { ModerationCheckJob } from '../../jobs/enqueue-job';
import { PUBLIC_STATUSES } from '../../listings/listing-summary';
import { flagPhotoReuse } from './flag-photo-reuse';
import { flagPublishedListing } from './flag-published-listing';

/**
 * The job runner's moderation checks. A published ad: its price, its owner's pace, and each of
 * its photos; a photo added to an ad that is already public: that photo. A draft's photos wait
 * for its publication, so nothing private reaches the queue.
 */
export async function runModerationCheck(ctx: RequestContext, job: ModerationCheckJob) {
  if ('listingId' in job) {
    await flagPublishedListing(ctx, job);
    const owned = await ctx.db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.kind, 'listing'), eq(photos.subjectId, job.listingId)));
    for (const photo of owned) {
      if (await flagPhotoReuse(ctx, { photoId: photo.id })) break;
    }
    return;
  }
  const [isPublic] = await ctx.db
    .select({ id: listings.id })
    .from(photos)
    .innerJoin(listings, eq(listings.id, photos.subjectId))
    .where(and(eq(photos.id, job.photoId), inArray(listings.status, [...PUBLIC_STATUSES])));
  if (isPublic) await flagPhotoReuse(ctx, job);
}
