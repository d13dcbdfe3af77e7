import { eq } from 'drizzle-orm';
import { kennels, reviews } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { findKennelRating, publishedReviewsOf, type KennelRating } from './kennel-rating';
import { isUuid, selectReviews, type ReviewView } from './review-view';

export const KENNEL_REVIEWS_PAGE_SIZE = 10;
/** The profile lists are not paged: a person writes or receives few reviews. */
const PROFILE_LIMIT = 200;

/** Reviews the viewer wrote, newest first, hidden ones too (marked so). */
export async function findReviewsGiven(ctx: RequestContext): Promise<ReviewView[]> {
  const viewer = requireViewer(ctx);
  return selectReviews(ctx.db, eq(reviews.authorId, viewer.id), { limit: PROFILE_LIMIT });
}

/** Reviews of the viewer's kennel, newest first, hidden ones too; empty without a kennel. */
export async function findReviewsReceived(ctx: RequestContext): Promise<ReviewView[]> {
  const viewer = requireViewer(ctx);
  const [kennel] = await ctx.db
    .select({ id: kennels.id })
    .from(kennels)
    .where(eq(kennels.ownerId, viewer.id));
  if (!kennel) return [];
  return selectReviews(ctx.db, eq(reviews.kennelId, kennel.id), { limit: PROFILE_LIMIT });
}

export interface KennelReviewPage {
  /** The kennel's rating, from the very reviews this list pages through. */
  rating: KennelRating;
  items: ReviewView[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page (10) of a kennel's published reviews for its public page, newest first, with the
 * rating they make: the page's summary and its list read the same rows, so they cannot differ.
 */
export async function findKennelReviews(
  ctx: RequestContext,
  input: { kennelId: string; page?: number },
): Promise<KennelReviewPage> {
  const page = Math.max(1, Math.floor(input.page ?? 1) || 1);
  if (!isUuid(input.kennelId)) {
    return { rating: { average: null, count: 0 }, items: [], total: 0, page, pageCount: 0 };
  }
  const [items, rating] = await Promise.all([
    selectReviews(ctx.db, publishedReviewsOf(input.kennelId), {
      limit: KENNEL_REVIEWS_PAGE_SIZE,
      offset: (page - 1) * KENNEL_REVIEWS_PAGE_SIZE,
    }),
    findKennelRating(ctx.db, input.kennelId),
  ]);
  const total = rating.count;
  return { rating, items, total, page, pageCount: Math.ceil(total / KENNEL_REVIEWS_PAGE_SIZE) };
}
