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

/** The reviews that make a kennel's rating and fill its page: the published ones. */
export const publishedReviewsOf = (kennelId: string) =>
  and(eq(reviews.kennelId, kennelId), eq(reviews.status, 'published'));

/** A kennel's average (two decimals, null without reviews) and number of published reviews. */
export interface KennelRating {
  average: number | null;
  count: number;
}

/** Counts a kennel's rating from its published reviews; the one rule for every copy of it. */
export async function findKennelRating(db: Executor, kennelId: string): Promise<KennelRating> {
  const [stats] = await db
    .select({
      average: sql<string | null>`round(avg(${reviews.rating}), 2)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(publishedReviewsOf(kennelId));
  return {
    average: stats?.average == null ? null : Number(stats.average),
    count: Number(stats?.count ?? 0),
  };
}

/**
 * Sets the kennel's average (two decimals) and count from its published reviews; hidden ones
 * do not count. Call inside the transaction that changed a review, after lockKennelForRating.
 */
export async function recomputeKennelRating(tx: Executor, kennelId: string): Promise<void> {
  const rating = await findKennelRating(tx, kennelId);
  await tx
    .update(kennels)
    .set({
      ratingAverage: rating.average === null ? null : rating.average.toFixed(2),
      ratingCount: rating.count,
    })
    .where(eq(kennels.id, kennelId));
}
