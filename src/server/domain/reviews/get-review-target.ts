import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { NotFoundError } from '../errors';
import { PUBLIC_STATUSES } from '../listings/listing-summary';
import { findPurchase } from './create-review';
import { selectReviews, type ReviewView } from './review-view';
import type { ListingKind } from '@/validation/listing-enums';

/**
 * What the review page of a dog shows the viewer:
 * `open` they bought it and may review; `reviewed` their review is `review`;
 * `notPurchased` it is not their purchase; `unverified` they must confirm their address first.
 */
export type ReviewTargetState = 'open' | 'reviewed' | 'notPurchased' | 'unverified';

export interface ReviewTarget {
  state: ReviewTargetState;
  dog: { id: string; title: string; kind: ListingKind; slug: string };
  kennel: { id: string; name: string; slug: string };
  /** Whether the ad page still exists to link to. */
  isDogPublic: boolean;
  review: ReviewView | null;
}

const isPublicStatus = (status: string) => (PUBLIC_STATUSES as readonly string[]).includes(status);

/**
 * The dog and kennel a review would be about and whether the signed-in viewer may write it;
 * null when there is no such listing.
 */
export async function getReviewTarget(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<ReviewTarget | null> {
  const viewer = requireViewer(ctx);
  let purchase;
  try {
    purchase = await findPurchase(ctx.db, viewer.id, input.listingId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  const { listing, reservationId } = purchase;
  const [review] = reservationId
    ? await selectReviews(ctx.db, eq(reviews.reservationId, reservationId), { limit: 1 })
    : [];
  const state: ReviewTargetState = !reservationId
    ? 'notPurchased'
    : review
      ? 'reviewed'
      : viewer.emailVerified
        ? 'open'
        : 'unverified';
  return {
    state,
    dog: { id: listing.id, title: listing.title, kind: listing.kind, slug: listing.slug },
    kennel: { id: listing.kennel.id, name: listing.kennel.name, slug: listing.kennel.slug },
    isDogPublic: isPublicStatus(listing.status),
    review: review ?? null,
  };
}
