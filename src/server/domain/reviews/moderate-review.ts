import { eq } from 'drizzle-orm';
import { kennels, reviews, users } from '../../db/schema';
import type { RequestContext } from '../../context';
import { parseReason } from '../admin/account-target';
import { mailAdminDecision } from '../admin/admin-mail';
import { recordAdminAction } from '../admin/audit-log';
import { requireRole } from '../auth/require-role';
import { DomainError, NotFoundError } from '../errors';
import { lockKennelForRating, recomputeKennelRating } from './kennel-rating';
import { findReviewView, isUuid, type ReviewStatus, type ReviewView } from './review-view';

/**
 * Sets a review's status with a reason and recounts its kennel's rating; verification staff
 * only. The audit log and the author's e-mail (in their language) go in the same transaction.
 */
async function setReviewStatus(
  ctx: RequestContext,
  input: { reviewId: string; reason: string },
  status: ReviewStatus,
): Promise<ReviewView> {
  const admin = requireRole(ctx, ['ADMINV'], 'moderate reviews');
  if (!isUuid(input.reviewId)) throw new NotFoundError('Review');
  const reason = parseReason(input.reason);
  return ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        kennelId: reviews.kennelId,
        status: reviews.status,
        kennel: kennels.name,
        author: { name: users.name, email: users.email, locale: users.locale },
        erasedAt: users.erasedAt,
      })
      .from(reviews)
      .innerJoin(kennels, eq(kennels.id, reviews.kennelId))
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(eq(reviews.id, input.reviewId));
    if (!review) throw new NotFoundError('Review');
    if (review.status === status) {
      throw new DomainError('CONFLICT', 'Unchanged', { form: 'unchanged' });
    }
    await lockKennelForRating(tx, review.kennelId);
    await tx.update(reviews).set({ status }).where(eq(reviews.id, input.reviewId));
    await recomputeKennelRating(tx, review.kennelId);
    const hidden = status === 'hidden';
    await recordAdminAction(
      tx,
      admin,
      {
        action: hidden ? 'review.hide' : 'review.show',
        targetType: 'review',
        targetId: input.reviewId,
        reason,
        before: { status: review.status },
        after: { status },
      },
      ctx.now(),
    );
    if (!review.erasedAt) {
      await mailAdminDecision(tx, 'reviewModerated', review.author, '/', {
        kennel: review.kennel,
        reason,
        decision: hidden ? 'hidden' : 'shown',
      });
    }
    return (await findReviewView(tx, input.reviewId))!;
  });
}

/**
 * Takes a rule-breaking review off the kennel's page and out of its rating (docs/decisions.md,
 * "Reservations and purchases": every review is published unless it breaks the rules). ADMINV
 * or ADMIN with a second factor; the reason is mailed to the author.
 */
export const hideReview = (ctx: RequestContext, input: { reviewId: string; reason: string }) =>
  setReviewStatus(ctx, input, 'hidden');

/** Publishes a hidden review again (a moderation mistake); the same staff as hideReview. */
export const showReview = (ctx: RequestContext, input: { reviewId: string; reason: string }) =>
  setReviewStatus(ctx, input, 'published');
