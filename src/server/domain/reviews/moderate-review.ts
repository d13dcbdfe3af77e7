import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireRole } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { lockKennelForRating, recomputeKennelRating } from './kennel-rating';
import { findReviewView, isUuid, type ReviewStatus, type ReviewView } from './review-view';

/** Sets a review's status and recounts its kennel's rating; verification staff only. */
async function setReviewStatus(
  ctx: RequestContext,
  reviewId: string,
  status: ReviewStatus,
): Promise<ReviewView> {
  requireRole(ctx, ['ADMINV'], 'moderate reviews');
  if (!isUuid(reviewId)) throw new NotFoundError('Review');
  return ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .select({ kennelId: reviews.kennelId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!review) throw new NotFoundError('Review');
    await lockKennelForRating(tx, review.kennelId);
    await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId));
    await recomputeKennelRating(tx, review.kennelId);
    return (await findReviewView(tx, reviewId))!;
  });
}

/**
 * Takes a rule-breaking review off the kennel's page and out of its rating (decisions.md:
 * every review is published unless it breaks the rules). ADMINV or ADMIN with a second factor.
 */
export const hideReview = (ctx: RequestContext, input: { reviewId: string }) =>
  setReviewStatus(ctx, input.reviewId, 'hidden');

/** Publishes a hidden review again (a moderation mistake); the same staff as hideReview. */
export const showReview = (ctx: RequestContext, input: { reviewId: string }) =>
  setReviewStatus(ctx, input.reviewId, 'published');
