import type { Executor } from '../../db/client';
import type { NotificationKind } from '@/validation/notification-kinds';
import { enqueueJob } from '../jobs/enqueue-job';

/** Something that happened to a listing its favouriters (or its kennel's followers) hear of. */
export interface FavouriteEventJob {
  listingId: string;
  kind: NotificationKind;
  /** A price drop's old and new price, minor units of `currency`. */
  oldAmount?: number;
  newAmount?: number;
  currency?: string;
  /** When it happened (ISO 8601): one event, however often its job runs. */
  at: string;
}

/**
 * Queues the favouriters' notices of an event in the caller's transaction, so they are told
 * only if the change commits (`notifyFavouriters` runs it).
 */
export async function queueFavouriteEvent(db: Executor, event: FavouriteEventJob) {
  await enqueueJob(db, 'favouriteEvent', event, {
    uniqueKey: `favouriteEvent:${event.listingId}:${event.kind}:${event.at}`,
  });
}
