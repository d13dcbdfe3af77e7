import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kennels, reviews } from '../../db/schema';

/**
 * Locks the kennel row for a change of its reviews, so two reviews saved at once both count:
 * the recount after the lock sees every review committed before it.
 */
export async function lockKennelForRating(tx: Executor, kennelId: string): Promise<void> {
  await tx
    .select({ id: kennels.id })
    .from(kennels)
    .where(eq(kennels.id, kennelId))
    .for('no key update');
}

/**
 * Sets the kennel's average (two decimals) and count from its published reviews; hidden ones
 * do not count. Call inside the transaction that changed a review, after lockKennelForRating.
 */
export async function recomputeKennelRating(tx: Executor, kennelId: string): Promise<void> {
  const [stats] = await tx
    .select({
      average: sql<string | null>`round(avg(${reviews.rating}), 2)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.kennelId, kennelId), eq(reviews.status, 'published')));
  await tx
    .update(kennels)
    .set({ ratingAverage: stats?.average ?? null, ratingCount: stats?.count ?? 0 })
    .where(eq(kennels.id, kennelId));
}
