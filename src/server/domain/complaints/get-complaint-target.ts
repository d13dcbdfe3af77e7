import { and, eq } from 'drizzle-orm';
import { complaints, kennels, listings, photos, reservations } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { DomainError, NotFoundError } from '../errors';
import type { ListingKind, ListingStatus } from '../listings/listing-states';
import { PUBLIC_STATUSES } from '../listings/listing-summary';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import {
  findComplainableReservation,
  isUuidLike,
  type ComplainableReservationStatus,
} from './complaint-access';
import { isComplaintOpen } from './complaint-states';
import { selectComplaintViews, toAuthorView, type ComplaintView } from './complaint-view';

/** What the problem page shows about a dog the viewer reserved or bought. */
export interface ComplaintTarget {
  listing: {
    id: string;
    title: string;
    slug: string;
    kind: ListingKind;
    status: ListingStatus;
    /** Whether the ad page is still public (sold ads are not), so the page may link to it. */
    isPublic: boolean;
    kennel: { name: string; slug: string };
    cover: PhotoSources | null;
  };
  reservationStatus: ComplainableReservationStatus;
  /** Why no new complaint can be filed now; null when the form may be shown. */
  blockedBy: 'emailNotVerified' | 'complaintAlreadyOpen' | null;
  /** The viewer's complaints about this dog, newest first. */
  complaints: ComplaintView[];
}

/**
 * The dog, the viewer's reservation state and their complaints about it. Anyone signed in
 * without a paid, completed or cancelled reservation of the dog is FORBIDDEN
 * (`complaintNotAllowed`), staff included: admins read complaints through the admin list.
 */
export async function getComplaintTarget(
  ctx: RequestContext,
  input: { listingId: string },
): Promise<ComplaintTarget> {
  const viewer = requireViewer(ctx);
  if (!isUuidLike(input.listingId)) throw new NotFoundError('Listing');
  const [row] = await ctx.db
    .select({
      listing: {
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        kind: listings.kind,
        status: listings.status,
      },
      kennel: { name: kennels.name, slug: kennels.slug },
      cover: { variants: photos.variants, width: photos.width, height: photos.height },
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .leftJoin(photos, eq(photos.id, listings.coverPhotoId))
    .where(eq(listings.id, input.listingId));
  if (!row) throw new NotFoundError('Listing');
  const reservation = await findComplainableReservation(ctx.db, viewer.id, row.listing.id);
  if (!reservation) {
    throw new DomainError('FORBIDDEN', 'Not a reserved or bought dog of the viewer', {
      form: 'complaintNotAllowed',
    });
  }
  const own = (
    await selectComplaintViews(
      ctx.db,
      and(eq(complaints.authorId, viewer.id), eq(reservations.listingId, row.listing.id)),
    )
  ).map(toAuthorView);
  const ofReservation = await ctx.db
    .select({ status: complaints.status })
    .from(complaints)
    .where(eq(complaints.reservationId, reservation.id));
  const hasOpen = ofReservation.some((complaint) => isComplaintOpen(complaint.status));
  const cover = row.cover;
  return {
    listing: {
      ...row.listing,
      isPublic: (PUBLIC_STATUSES as readonly string[]).includes(row.listing.status),
      kennel: row.kennel,
      cover: cover ? photoSources(cover.variants, cover.width, cover.height) : null,
    },
    reservationStatus: reservation.status as ComplainableReservationStatus,
    blockedBy: !viewer.emailVerified ? 'emailNotVerified' : hasOpen ? 'complaintAlreadyOpen' : null,
    complaints: own,
  };
}
