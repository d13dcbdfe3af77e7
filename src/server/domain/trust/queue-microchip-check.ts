import type { Executor } from '../../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import { configuredPetRegistries } from './check-listing-microchip';

/** A live listing's microchip number to ask its country's pet registry about. */
export interface MicrochipCheckJob {
  listingId: string;
  microchip: string;
}

/**
 * Queues the registry check of a listing's chip in the caller's transaction (published, or its
 * number changed while live); the job asks nothing when the number already has an answer.
 * Without any registry configured there is nobody to ask, so nothing is queued.
 */
export async function queueMicrochipCheck(
  db: Executor,
  listing: { id: string; microchip: string | null },
  at: Date,
): Promise<void> {
  if (!listing.microchip) return;
  if (Object.keys(configuredPetRegistries()).length === 0) return;
  await enqueueJob(
    db,
    'microchipCheck',
    { listingId: listing.id, microchip: listing.microchip },
    { uniqueKey: `microchipCheck:${listing.id}:${listing.microchip}:${at.getTime()}` },
  );
}
