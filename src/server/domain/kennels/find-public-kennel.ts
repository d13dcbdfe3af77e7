import { and, asc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import { kennelBreeds, kennels, listings, photos } from '../../db/schema';
import type { RequestContext } from '../../context';
import { isPublicListing, selectListingSummaries } from '../listings/listing-summary';
import { statementFor } from '../listings/per-database-cache';
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
const publicKennelWhere = (slug: string | Placeholder) =>
  and(eq(kennels.slug, slug), isNull(kennels.hiddenAt));

/**
 * The version of the kennel's page, or null when it is not public: one statement, for the proxy,
 * which asks for the page under this version (as for an ad, get-public-listing.ts). It changes
 * with anything the page shows: the kennel, its breeds, logo and gallery, its ads and their
 * photos, its reviews and their authors' names, its seller details and verification, the exchange
 * rates and the day (`kennel_page_version`, migration 0044).
 */
export async function publicKennelVersion(
  ctx: RequestContext,
  slug: string,
): Promise<string | null> {
  const [row] = await statementFor(ctx.db, 'kennel page version', () =>
    buildKennelVersion(ctx),
  ).execute({ slug });
  return row?.version ?? null;
}

/** The statement of publicKennelVersion, with the slug as a placeholder. */
function buildKennelVersion(ctx: RequestContext) {
  return (
    ctx.db
      .select({ version: sql<string>`kennel_page_version(${kennels.id})` })
      .from(kennels)
      // No LIMIT: a slug names one kennel, and a LIMIT sent as a parameter turns the planner from
      // the slug's index to a scan of every kennel.
      .where(publicKennelWhere(sql.placeholder('slug')))
      .prepare('')
  );
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
