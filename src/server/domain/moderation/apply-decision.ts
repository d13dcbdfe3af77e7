import { and, eq, inArray } from 'drizzle-orm';
import { kennels, listings, reviews } from '../../db/schema';
import type { RequestContext } from '../../context';
import { suspendUser } from '../admin/suspend-user';
import { transitionListing } from '../listings/listing-states';
import { lockKennelForRating, recomputeKennelRating } from '../reviews/kennel-rating';
import type { CaseTarget } from './case-target';
import type { Decision } from './moderation-case-states';

/**
 * A hidden kennel's live ads leave search, lists and sitemaps through the listing machine,
 * with the kennel's reason. A reserved dog keeps its state for the buyer's reservation; its
 * page answers 404 with the kennel's (findPublicListing).
 */
async function hideKennelListings(ctx: RequestContext, kennelId: string, reason: string) {
  const live = await ctx.db
    .select({ id: listings.id, kind: listings.kind, status: listings.status })
    .from(listings)
    .where(and(eq(listings.kennelId, kennelId), inArray(listings.status, ['active', 'planned'])))
    .for('update');
  for (const row of live) {
    const status = transitionListing(row.kind, row.status, 'hide', 'admin');
    await ctx.db
      .update(listings)
      .set({ status, hiddenReason: reason, updatedAt: ctx.now() })
      .where(eq(listings.id, row.id));
  }
}

/**
 * What a decision does to its target, inside the deciding transaction (`ctx.db` is it): hide
 * takes an ad out through the listing machine, a kennel off the site, a review out of its
 * kennel's page and rating; suspend uses the accounts' own suspension. Keep and an edit
 * request change nothing but the case. Answers the target's state after it.
 */
export async function applyDecision(
  ctx: RequestContext,
  target: CaseTarget,
  decision: Decision,
  reason: string,
): Promise<string> {
  const now = ctx.now();
  if (decision === 'suspend') {
    await suspendUser(ctx, { userId: target.person.id, reason });
    return target.status;
  }
  if (decision !== 'hide') return target.status;
  if (target.targetType === 'listing') {
    const [row] = await ctx.db
      .select({ kind: listings.kind, status: listings.status })
      .from(listings)
      .where(eq(listings.id, target.targetId))
      .for('update');
    const status = transitionListing(row!.kind, row!.status, 'hide', 'admin');
    await ctx.db
      .update(listings)
      .set({ status, hiddenReason: reason, updatedAt: now })
      .where(eq(listings.id, target.targetId));
    return status;
  }
  if (target.targetType === 'kennel') {
    await ctx.db
      .update(kennels)
      .set({ hiddenAt: now, updatedAt: now })
      .where(eq(kennels.id, target.targetId));
    await hideKennelListings(ctx, target.targetId, reason);
    return 'hidden';
  }
  await lockKennelForRating(ctx.db, target.kennelId);
  await ctx.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, target.targetId));
  await recomputeKennelRating(ctx.db, target.kennelId);
  return 'hidden';
}
