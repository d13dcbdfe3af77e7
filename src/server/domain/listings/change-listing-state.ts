import { queueFavouriteEvent } from '../notifications/favourite-events';
import { and, count, eq } from 'drizzle-orm';
import { listings, photos } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { DomainError } from '../errors';
import { ACTIVE_DAYS, RESTORE_DAYS } from '@/validation/time-limits';
import { transitionListing, type ListingEvent } from './listing-states';
import { MISSING_ITEM_ERRORS, missingBeforePublishing } from './missing-before-publishing';
import { getOwnedListingOrThrow } from './owned-listing';
import { hasEntitlement } from '../paid-services/entitlements';
import { enqueueJob } from '../jobs/enqueue-job';
import { chipRuleBlocking } from '@/reference/chip-rules';
import { guardLiveMicrochip } from '../trust/microchip-in-use';
import { queueMicrochipCheck } from '../trust/queue-microchip-check';
import { assertSellerMayPublish } from '../traders/seller-readiness';
import { refundWaitlistDeposits } from '../waitlist/waitlist-deposit';

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
  const transaction = () =>
    ctx.db.transaction(async (tx) => {
      const listing = await getOwnedListingOrThrow(ctx, tx, listingId, options);
      const status = transitionListing(listing.kind, listing.status, event, listing.actingAs);
      await options.check?.(listing, tx);
      const now = ctx.now();
      const changes: Partial<typeof listings.$inferInsert> = { status, updatedAt: now };
      if (event === 'publish' || event === 'renew') {
        changes.publishedAt =
          event === 'publish' || !listing.publishedAt ? now : listing.publishedAt;
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
      // Saved searches learn of a newly public listing from a job in this transaction (alerts).
      if (event === 'publish') {
        await enqueueJob(
          tx,
          'matchListing',
          { listingId },
          { uniqueKey: `matchListing:${listingId}:${now.getTime()}` },
        );
        // The dog's country's pet registry is asked about its chip (trust).
        await queueMicrochipCheck(tx, saved!, now);
        await enqueueJob(tx, 'moderationCheck', { listingId });
        // Who favourited a dog of this kennel hears of its new planned litter.
        if (saved!.kind === 'litter') {
          await queueFavouriteEvent(tx, { listingId, kind: 'newLitter', at: now.toISOString() });
        }
      }
      return saved!;
    });
  // Publishing and renewing put the ad's microchip live: no other live ad may have it.
  if (event !== 'publish' && event !== 'renew') return transaction();
  return guardLiveMicrochip(ctx, { listingId, field: 'form' }, transaction);
}

/**
 * Makes a draft public once nothing is missing (`missingBeforePublishing`: a dog needs a photo
 * and a price); active ads run for 90 days.
 */
export function publishListing(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'publish', {
    // Counted inside the transaction: PGlite has one connection, held by the transaction.
    check: async (listing, tx) => {
      const [first] = missingBeforePublishing({
        ...listing,
        photoCount: await photoCount(tx, listingId),
      });
      if (first) {
        throw new DomainError('VALIDATION', `Missing before publishing: ${first}`, {
          form: MISSING_ITEM_ERRORS[first],
        });
      }
      const rule = chipRuleBlocking(listing);
      if (rule) {
        throw new DomainError('VALIDATION', `${rule.country} requires a microchip: ${rule.law}`, {
          form: `microchipRequiredBy.${rule.country}`,
        });
      }
      // Planned litters (and the deposits taken on them) are the upcoming-litters service's.
      const service = 'upcoming_litters';
      if (
        listing.kind === 'litter' &&
        !(await hasEntitlement({ ...ctx, db: tx }, { userId: ctx.viewer!.id, service }))
      ) {
        throw new DomainError('FORBIDDEN', 'Upcoming litters service required', {
          form: 'upcomingLittersRequired',
        });
      }
      // DSA art. 30: the seller says how it sells, and a trader is traceable, before ads go live.
      await assertSellerMayPublish(tx, listing.kennelId);
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

/** Deletes an ad (restorable for RESTORE_DAYS); its owner, or verification staff for broken rules. */
export function deleteListing(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'delete', { staffToo: true });
}

/** Brings a deleted ad back as a draft, within RESTORE_DAYS. */
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

/**
 * Closes a planned litter that will not be born (or was not, when its date passed); its
 * waitlist's paid deposits are given back in full.
 */
export function closePlannedLitter(ctx: RequestContext, listingId: string) {
  return applyEvent(ctx, listingId, 'close', {
    check: async (listing, tx) => {
      if (listing.status !== 'planned') {
        throw new DomainError('CONFLICT', 'A born litter closes when its puppies are listed', {
          form: 'listingTransitionRefused',
        });
      }
      await refundWaitlistDeposits(tx, { listingId });
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
