import { and, count, eq } from 'drizzle-orm';
import { listings, photos } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { DomainError } from '../errors';
import { ACTIVE_DAYS, RESTORE_DAYS, transitionListing, type ListingEvent } from './listing-states';
import { getOwnedListingOrThrow } from './owned-listing';

const DAY = 86_400_000;

async function photoCount(db: Executor, listingId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.subjectId, listingId), eq(photos.kind, 'listing')));
  return row?.n ?? 0;
}

/**
 * Applies one breeder-triggered event to an own listing inside a transaction (the row is
 * locked), after the state table allows it; `extra` sets the columns the event changes.
 */
async function applyEvent(
  ctx: RequestContext,
  listingId: string,
  event: ListingEvent,
  options: {
    staffToo?: boolean;
    check?: (row: typeof listings.$inferSelect, tx: Executor) => Promise<void> | void;
  } = {},
) {
  return ctx.db.transaction(async (tx) => {
    const listing = await getOwnedListingOrThrow(ctx, tx, listingId, options);
    const status = transitionListing(listing.kind, listing.status, event, listing.actingAs);
    await options.check?.(listing, tx);
    const now = ctx.now();
    const changes: Partial<typeof listings.$inferInsert> = { status, updatedAt: now };
    if (event === 'publish' || event === 'renew') {
      changes.publishedAt = event === 'publish' || !listing.publishedAt ? now : listing.publishedAt;
      changes.expiresAt =
        listing.kind === 'litter' ? null : new Date(now.getTime() + ACTIVE_DAYS * DAY);
    }
    if (event === 'delete') changes.deletedAt = now;
    if (event === 'restore') changes.deletedAt = null;
    const [saved] = await tx
      .update(listings)
      .set(changes)
      .where(eq(listings.id, listingId))
      .returning();
    return saved!;
  });
}

/** Makes a draft public: dogs need at least one photo; active ads run for 90 days. */
export function publishListing(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'publish', {
    // Counted inside the transaction: PGlite has one connection, held by the transaction.
    check: async (listing, tx) => {
      if (listing.kind !== 'litter' && (await photoCount(tx, listingId)) === 0) {
        throw new DomainError('VALIDATION', 'A photo is needed', { form: 'photoRequired' });
      }
    },
  });
}

/** Takes an active ad back to draft (to pause or rework it). */
export function unpublishListing(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'unpublish');
}

/** Another 90 days for an active or expired ad. */
export function renewListing(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'renew');
}

/** Deletes an ad (restorable for 30 days); its owner, or verification staff for broken rules. */
export function deleteListing(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'delete', { staffToo: true });
}

/** Brings a deleted ad back as a draft, within 30 days. */
export function restoreListing(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'restore', {
    check: (listing) => {
      const deletedAt = listing.deletedAt?.getTime() ?? 0;
      if (ctx.now().getTime() - deletedAt > RESTORE_DAYS * DAY) {
        throw new DomainError('CONFLICT', 'Deleted too long ago', { form: 'restoreTooLate' });
      }
    },
  });
}

/** Marks a dog sold outside the site (reservations sell through the buyer journey). */
export function markListingSold(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'sell', {
    check: (listing) => {
      if (listing.status !== 'active') {
        throw new DomainError('CONFLICT', 'Reserved dogs are sold through the reservation', {
          form: 'listingTransitionRefused',
        });
      }
    },
  });
}
