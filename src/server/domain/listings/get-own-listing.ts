import { isUuid } from '../ids';
import { and, asc, count, eq } from 'drizzle-orm';
import { kennels, listingParents, listings, photos } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ForbiddenError, NotFoundError } from '../errors';
import { RESTORE_DAYS } from '@/validation/time-limits';
import { nextListingStatus, type ListingEvent } from './listing-states';
import { PUBLIC_STATUSES } from './listing-summary';
import { missingBeforePublishing } from './missing-before-publishing';

const DAY = 86_400_000;

/** Changes a breeder starts from the editor or the list (the rest belong to buyers and jobs). */
export const BREEDER_EVENTS = [
  'publish',
  'unpublish',
  'renew',
  'sell',
  'markBorn',
  'close',
  'delete',
  'restore',
] as const satisfies readonly ListingEvent[];
export type BreederEvent = (typeof BREEDER_EVENTS)[number];

/** Statuses whose fields can still be edited (the same list `updateListing` accepts). */
export const EDITABLE_STATUSES: readonly string[] = ['draft', 'active', 'expired', 'planned'];

type ListingRow = typeof listings.$inferSelect;

/** The last moment a deleted listing can be restored, or null when it is not deleted. */
export function restoreDeadline(listing: Pick<ListingRow, 'status' | 'deletedAt'>): Date | null {
  if (listing.status !== 'deleted' || !listing.deletedAt) return null;
  return new Date(listing.deletedAt.getTime() + RESTORE_DAYS * DAY);
}

/**
 * What the owner may do with a listing now, asked of the state table: selling by hand only
 * from active (reserved dogs sell through the reservation), restoring only within 30 days.
 */
export function breederActions(
  listing: Pick<ListingRow, 'kind' | 'status' | 'deletedAt'>,
  now: Date,
): BreederEvent[] {
  return BREEDER_EVENTS.filter((event) => {
    if (!nextListingStatus(listing.kind, listing.status, event)) return false;
    if (event === 'sell') return listing.status === 'active';
    // A born litter closes once its puppies are listed; by hand only one that was not born.
    if (event === 'close') return listing.status === 'planned';
    if (event === 'restore') return (restoreDeadline(listing)?.getTime() ?? 0) >= now.getTime();
    return true;
  });
}

/** Whole days left to restore a deleted listing (0 on the last day); null when it cannot be. */
export function restoreDaysLeft(
  listing: Pick<ListingRow, 'status' | 'deletedAt'>,
  now: Date,
): number | null {
  const deadline = restoreDeadline(listing);
  if (!deadline || deadline.getTime() < now.getTime()) return null;
  return Math.floor((deadline.getTime() - now.getTime()) / DAY);
}

export type OwnListing = Awaited<ReturnType<typeof getOwnListing>>;

/**
 * One of the viewer's own listings with everything the editor needs: parents, the puppies a
 * born litter became, the photo count and the changes the state table allows now. Someone
 * else's listing is FORBIDDEN; an unknown id is NOT_FOUND.
 */
export async function getOwnListing(ctx: RequestContext, listingId: string) {
  const viewer = requireViewer(ctx);
  if (!isUuid(listingId)) throw new NotFoundError('Listing');
  const [row] = await ctx.db
    .select({
      listing: listings,
      kennel: { id: kennels.id, slug: kennels.slug, name: kennels.name, ownerId: kennels.ownerId },
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(eq(listings.id, listingId))
    .limit(1);
  if (!row) throw new NotFoundError('Listing');
  if (row.kennel.ownerId !== viewer.id) throw new ForbiddenError('see this listing');
  const { listing } = row;
  const [parents, puppies, [photoTotals]] = await Promise.all([
    ctx.db
      .select()
      .from(listingParents)
      .where(eq(listingParents.listingId, listing.id))
      .orderBy(asc(listingParents.role)),
    listing.kind === 'litter'
      ? ctx.db
          .select({
            id: listings.id,
            title: listings.title,
            status: listings.status,
            sex: listings.sex,
          })
          .from(listings)
          .where(and(eq(listings.litterId, listing.id), eq(listings.kennelId, row.kennel.id)))
          .orderBy(asc(listings.createdAt), asc(listings.title))
      : Promise.resolve([]),
    ctx.db
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.subjectId, listing.id), eq(photos.kind, 'listing'))),
  ]);
  const now = ctx.now();
  const photoCount = Number(photoTotals?.n ?? 0);
  return {
    ...listing,
    kennel: { id: row.kennel.id, slug: row.kennel.slug, name: row.kennel.name },
    parents,
    puppies,
    photoCount,
    actions: breederActions(listing, now),
    /** What a draft still needs before publishing (the editor lists it). */
    missing: listing.status === 'draft' ? missingBeforePublishing({ ...listing, photoCount }) : [],
    isEditable: EDITABLE_STATUSES.includes(listing.status),
    isPublic: (PUBLIC_STATUSES as readonly string[]).includes(listing.status),
    restoreDaysLeft: restoreDaysLeft(listing, now),
  };
}
