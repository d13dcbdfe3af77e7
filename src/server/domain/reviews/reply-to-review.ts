import { and, eq, isNull } from 'drizzle-orm';
import { fieldErrors } from '@/validation/field-errors';
import { replySchema } from '@/validation/reviews';
import { kennels, reviews } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireVerifiedViewer } from '../auth/require-role';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { findReviewView, isUuid, type ReviewView } from './review-view';

/**
 * The breeder's answer to a review of their kennel. Only the kennel's owner answers (admins
 * neither), and only once: the conditional update makes a second answer CONFLICT
 * `alreadyReplied`, even when two arrive at the same moment.
 */
export async function replyToReview(
  ctx: RequestContext,
  input: { reviewId: string; reply: string },
): Promise<ReviewView> {
  const viewer = requireVerifiedViewer(ctx);
  if (!isUuid(input.reviewId)) throw new NotFoundError('Review');
  const [found] = await ctx.db
    .select({ ownerId: kennels.ownerId })
    .from(reviews)
    .innerJoin(kennels, eq(kennels.id, reviews.kennelId))
    .where(eq(reviews.id, input.reviewId));
  if (!found) throw new NotFoundError('Review');
  if (found.ownerId !== viewer.id) throw new ForbiddenError('answer this review');
  const parsed = replySchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const [row] = await ctx.db
    .update(reviews)
    .set({ reply: parsed.data.reply, replyLocale: ctx.locale, repliedAt: ctx.now() })
    .where(and(eq(reviews.id, input.reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!row) {
    throw new DomainError('CONFLICT', 'This review already has an answer', {
      form: 'alreadyReplied',
    });
  }
  return (await findReviewView(ctx.db, row.id))!;
}
