import { and, asc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import { kennels, listingParents, listings, photos } from '../../db/schema';
import type { RequestContext } from '../../context';
import { statementFor } from './per-database-cache';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import { findPublicSeller } from '../traders/find-public-seller';
import { PUBLIC_STATUSES } from './listing-summary';
import type { ListingKind } from '@/validation/listing-enums';

export type PublicListing = NonNullable<Awaited<ReturnType<typeof findPublicListing>>>;

/** The ad a visitor may see at a kennel slug, listing slug and kind (joined with its kennel). */
function publicListingWhere(input: {
  kennelSlug: string | Placeholder;
  slug: string | Placeholder;
  kind: ListingKind | Placeholder;
}) {
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
 * its kennel's rows, its photos, parents, seller, verification, chip check, waitlist and places
 * taken, the exchange rates and the day (`ad_page_version`, migration 0044). Row versions never
 * repeat, so an ad hidden and shown again unchanged is a new version, never the not-found of the
 * moment between.
 */
export async function publicListingVersion(
  ctx: RequestContext,
  input: { kennelSlug: string; slug: string; kind: ListingKind },
): Promise<string | null> {
  const [row] = await statementFor(ctx.db, 'ad page version', () =>
    buildListingVersion(ctx),
  ).execute(input);
  return row?.version ?? null;
}

/** The statement of publicListingVersion, with its input as placeholders. */
function buildListingVersion(ctx: RequestContext) {
  return ctx.db
    .select({ version: sql<string>`ad_page_version(${listings.id}, ${kennels.id})` })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .where(
      publicListingWhere({
        kennelSlug: sql.placeholder('kennelSlug'),
        slug: sql.placeholder('slug'),
        kind: sql.placeholder('kind'),
      }),
    )
    .limit(1)
    .prepare('');
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
