import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  kennelBreeds,
  kennelSellers,
  kennelVerificationDecisions,
  kennels,
  listings,
  photos,
  reviews,
  users,
} from '../../db/schema';
import type { RequestContext } from '../../context';
import { isPublicListing, selectListingSummaries } from '../listings/listing-summary';
import { pageVersion, rowVersion, rowVersions } from '../pages/page-version';
import { findPublicSeller } from '../traders/find-public-seller';
import { photoSources, type PhotoSources } from '../photos/photo-sources';

export const KENNEL_GALLERY_LIMIT = 30;

export interface KennelGalleryPhoto {
  id: string;
  sources: PhotoSources;
}

/** The kennel's logo and gallery photos (files without variants are still being processed). */
async function findKennelPhotos(ctx: RequestContext, kennelId: string, logoPhotoId: string | null) {
  const rows = await ctx.db
    .select()
    .from(photos)
    .where(and(eq(photos.subjectId, kennelId), inArray(photos.kind, ['logo', 'kennel'])))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  const ready = rows.filter((row) => row.variants.length > 0);
  const logo =
    ready.find((row) => row.id === logoPhotoId) ?? ready.find((row) => row.kind === 'logo');
  return {
    logo,
    gallery: ready
      .filter((row) => row.kind === 'kennel')
      .slice(0, KENNEL_GALLERY_LIMIT)
      .map((row) => ({ id: row.id, sources: photoSources(row.variants, row.width, row.height) })),
  };
}

/** A kennel a visitor may see by its slug: a kennel a moderator hid is not public. */
const publicKennelWhere = (slug: string) => and(eq(kennels.slug, slug), isNull(kennels.hiddenAt));

/**
 * The version of the kennel's page, or null when it is not public: one statement, for the proxy,
 * which asks for the page under this version (as for an ad, get-public-listing.ts). It changes
 * with anything the page shows: the kennel, its breeds, logo and gallery, its ads and their
 * photos, its reviews and their authors' names, its seller details and verification, the exchange
 * rates and the day.
 */
export async function publicKennelVersion(
  ctx: RequestContext,
  slug: string,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({
      version: pageVersion([
        rowVersion(kennels),
        rowVersions(kennelBreeds, eq(kennelBreeds.kennelId, kennels.id)),
        rowVersions(photos, eq(photos.subjectId, kennels.id)),
        // Every ad of the kennel, each with its photos (the live ones are its cards, and any may
        // be a review's dog): photos are looked up ad by ad, through their index.
        sql`(SELECT string_agg(${listings}.xmin::text || ':' || coalesce(
            (SELECT string_agg(${photos}.xmin::text, ',' ORDER BY ${photos}.xmin::text)
              FROM ${photos}
              WHERE ${photos.subjectId} = ${listings.id} AND ${photos.kind} = 'listing'), ''),
            ';' ORDER BY ${listings.id})
          FROM ${listings} WHERE ${listings.kennelId} = ${kennels.id})`,
        rowVersions(reviews, eq(reviews.kennelId, kennels.id)),
        sql`(SELECT string_agg(${users.name}, ',' ORDER BY ${reviews.id}) FROM ${reviews}
          JOIN ${users} ON ${users.id} = ${reviews.authorId}
          WHERE ${reviews.kennelId} = ${kennels.id})`,
        rowVersions(kennelSellers, eq(kennelSellers.kennelId, kennels.id)),
        rowVersions(
          kennelVerificationDecisions,
          eq(kennelVerificationDecisions.kennelId, kennels.id),
        ),
      ]),
    })
    .from(kennels)
    // No LIMIT: a slug names one kennel, and a LIMIT sent as a parameter turns the planner from
    // the slug's index to a scan of every kennel.
    .where(publicKennelWhere(slug));
  return row?.version ?? null;
}

/**
 * A kennel's public page: its details, breeds and public listings. Without a paid profile
 * the page is minimal and not indexed (docs/decisions.md, "Paid breeder services"): no
 * contact, description or gallery.
 */
export async function findPublicKennel(ctx: RequestContext, slug: string) {
  const [row] = await ctx.db
    .select({ kennel: kennels, logo: photos })
    .from(kennels)
    .leftJoin(photos, eq(photos.id, kennels.logoPhotoId))
    .where(publicKennelWhere(slug));
  if (!row) return null;
  const [breedRows, items, kennelPhotos, seller] = await Promise.all([
    ctx.db
      .select({ key: kennelBreeds.breedKey })
      .from(kennelBreeds)
      .where(eq(kennelBreeds.kennelId, row.kennel.id)),
    selectListingSummaries(ctx.db, and(eq(listings.kennelId, row.kennel.id), isPublicListing()), {
      limit: 48,
    }),
    findKennelPhotos(ctx, row.kennel.id, row.kennel.logoPhotoId),
    findPublicSeller(ctx.db, row.kennel.id),
  ]);
  const { kennel } = row;
  const logo = row.logo?.variants.length ? row.logo : kennelPhotos.logo;
  return {
    id: kennel.id,
    slug: kennel.slug,
    name: kennel.name,
    countryCode: kennel.countryCode,
    region: kennel.region,
    city: kennel.city,
    // The street address is contact detail: public with the breeder profile, as the phone is.
    street: kennel.hasProfile ? kennel.street : null,
    postcode: kennel.hasProfile ? kennel.postcode : null,
    foundedYear: kennel.foundedYear,
    description: kennel.hasProfile ? kennel.description : {},
    hasProfile: kennel.hasProfile,
    isVerified: kennel.isVerified,
    ratingAverage: kennel.ratingAverage === null ? null : Number(kennel.ratingAverage),
    ratingCount: kennel.ratingCount,
    phone: kennel.hasProfile ? kennel.phone : null,
    email: kennel.hasProfile ? kennel.email : null,
    website: kennel.hasProfile ? kennel.website : null,
    logo: logo ? photoSources(logo.variants, logo.width, logo.height) : null,
    gallery: kennel.hasProfile ? kennelPhotos.gallery : [],
    breedKeys: breedRows.map((b) => b.key),
    listings: items,
    seller,
  };
}
