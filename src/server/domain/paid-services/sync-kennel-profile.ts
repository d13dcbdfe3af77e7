import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { kennels, subscriptions } from '../../db/schema';
import type { Executor } from '../../db/client';

/**
 * Sets the owner's kennel `has_profile` (the full, indexed page and its place in the breeders
 * list) to whether a breeder-profile period covers `now`. Called wherever that can change: a
 * payment, a refund, an expiry, a new kennel.
 */
export async function syncKennelProfile(db: Executor, userId: string, now: Date): Promise<void> {
  const covered = sql`EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.service, 'breeder_profile'),
    eq(subscriptions.status, 'active'),
    lte(subscriptions.startsAt, now),
    gt(subscriptions.endsAt, now),
  )})`;
  await db.update(kennels).set({ hasProfile: covered }).where(eq(kennels.ownerId, userId));
}
