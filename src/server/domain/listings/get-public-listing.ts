import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  kennelSellers,
  kennelVerificationDecisions,
  kennels,
  listingParents,
  listings,
  litterWaitlists,
  microchipRegistryChecks,
  photos,
  waitlistApplications,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { pageVersion, rowVersion, rowVersions } from '../pages/page-version';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import { findPublicSeller } from '../traders/find-public-seller';
import { PUBLIC_STATUSES } from './listing-summary';
import type { ListingKind } from '@/validation/listing-enums';

export type PublicListing = NonNullable<Awaited<ReturnType<typeof findPublicListing>>>;

/** The ad a visitor may see at a kennel slug, listing slug and kind (joined with its kennel). */
function publicListingWhere(input: { kennelSlug: string; slug: string; kind: ListingKind }) {
  return and(
    eq(kennels.slug, input.kennelSlug),
    eq(listings.slug, input.slug),
    eq(listings.kind, input.kind),
    inArray(listings.status, [...PUBLIC_STATUSES]),
    eq(listings.isOwnerSuspended, false),
    // A kennel a moderator hid takes every ad's page with it (domain/moderation).
    isNull(kennels.hiddenAt),
  );
}

/**
 * The version of the ad's page, or null when there is no such public ad: one statement, for the
 * proxy, which asks for the page under this version so that each version is rendered once and
 * then served from the cache. It changes whenever anything the page shows changes (page-version.ts):
 * the ad's and its kennel's rows, its photos, parents, seller, verification, chip check, waitlist
 * and places taken, the exchange rates and the day. Row versions never repeat, so an ad hidden
 * and shown again unchanged is a new version, never the not-found of the moment between.
 */
export async function publicListingVersion(
  ctx: RequestContext,
  input: { kennelSlug: string; slug: string; kind: ListingKind },
): Promise<string | null> {
  const [row] = await ctx.db
    .select({
      version: pageVersion([
        rowVersion(listings),
        rowVersion(kennels),
        rowVersions(photos, and(eq(photos.subjectId, listings.id), eq(photos.kind, 'listing'))!),
        rowVersions(listingParents, eq(listingParents.listingId, listings.id)),
        rowVersions(kennelSellers, eq(kennelSellers.kennelId, kennels.id)),
        rowVersions(
          kennelVerificationDecisions,
          eq(kennelVerificationDecisions.kennelId, kennels.id),
        ),
        rowVersions(microchipRegistryChecks, eq(microchipRegistryChecks.listingId, listings.id)),
        rowVersions(litterWaitlists, eq(litterWaitlists.listingId, listings.id)),
        // The places taken: an application waiting for the breeder changes nothing shown.
        sql`(SELECT count(*) FROM ${waitlistApplications}
          WHERE ${waitlistApplications.listingId} = ${listings.id}
            AND ${waitlistApplications.state} = 'accepted')`,
      ]),
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(publicListingWhere(input))
    .limit(1);
  return row?.version ?? null;
}

/**
 * A dog ad as visitors see it, by kennel slug, listing slug and kind. Drafts, deleted,
 * expired and sold ads are not public.
 */
export async function findPublicListing(
  ctx: RequestContext,
  input: { kennelSlug: string; slug: string; kind: ListingKind },
) {
  const [row] = await ctx.db
    .select({ listing: listings, kennel: kennels })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(publicListingWhere(input))
    .limit(1);
  if (!row) return null;
  const [gallery, parents, seller] = await Promise.all([
    ctx.db
      .select()
      .from(photos)
      .where(and(eq(photos.subjectId, row.listing.id), eq(photos.kind, 'listing')))
      .orderBy(asc(photos.position)),
    ctx.db.select().from(listingParents).where(eq(listingParents.listingId, row.listing.id)),
    findPublicSeller(ctx.db, row.listing.kennelId),
  ]);
  const cover = gallery.find((p) => p.id === row.listing.coverPhotoId);
  const ordered = cover ? [cover, ...gallery.filter((p) => p !== cover)] : gallery;
  return {
    ...row.listing,
    kennel: {
      slug: row.kennel.slug,
      name: row.kennel.name,
      countryCode: row.kennel.countryCode,
      city: row.kennel.city,
      isVerified: row.kennel.isVerified,
      hasProfile: row.kennel.hasProfile,
      ratingAverage: row.kennel.ratingAverage === null ? null : Number(row.kennel.ratingAverage),
      ratingCount: row.kennel.ratingCount,
      foundedYear: row.kennel.foundedYear,
      createdAt: row.kennel.createdAt,
    },
    photos: ordered.map((p): PhotoSources => photoSources(p.variants, p.width, p.height)),
    parents: parents.sort((a, b) => a.role.localeCompare(b.role)),
    seller,
  };
}
