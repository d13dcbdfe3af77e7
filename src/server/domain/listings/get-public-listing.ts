import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  exchangeRates,
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
 * then served from the cache. It changes whenever anything the page shows changes: the ad's and
 * its kennel's rows (with their row versions, `xmin`, so an ad hidden and shown again is a new
 * version, never the cached not-found of the moment between), its photos, parents, seller,
 * verification, chip check, waitlist and accepted places, the exchange rates, and the day (the
 * dog's age).
 */
export async function publicListingVersion(
  ctx: RequestContext,
  input: { kennelSlug: string; slug: string; kind: ListingKind },
): Promise<string | null> {
  const rows = (text: unknown) => sql`string_agg(${text}::text, ',' ORDER BY ${text}::text)`;
  const [row] = await ctx.db
    .select({
      version: sql<string>`md5(concat_ws('|',
        ${listings}.xmin::text, ${listings}::text, ${kennels}.xmin::text, ${kennels}::text,
        (SELECT ${rows(photos)} FROM ${photos}
          WHERE ${photos.subjectId} = ${listings.id} AND ${photos.kind} = 'listing'),
        (SELECT ${rows(listingParents)} FROM ${listingParents}
          WHERE ${listingParents.listingId} = ${listings.id}),
        (SELECT ${rows(kennelSellers)} FROM ${kennelSellers}
          WHERE ${kennelSellers.kennelId} = ${kennels.id}),
        (SELECT ${rows(kennelVerificationDecisions)} FROM ${kennelVerificationDecisions}
          WHERE ${kennelVerificationDecisions.kennelId} = ${kennels.id}),
        (SELECT ${rows(microchipRegistryChecks)} FROM ${microchipRegistryChecks}
          WHERE ${microchipRegistryChecks.listingId} = ${listings.id}),
        (SELECT ${rows(litterWaitlists)} FROM ${litterWaitlists}
          WHERE ${litterWaitlists.listingId} = ${listings.id}),
        (SELECT count(*) FROM ${waitlistApplications}
          WHERE ${waitlistApplications.listingId} = ${listings.id}
            AND ${waitlistApplications.state} = 'accepted'),
        (SELECT ${rows(exchangeRates)} FROM ${exchangeRates}),
        (now() AT TIME ZONE 'UTC')::date::text
      ))`,
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
