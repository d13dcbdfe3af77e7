import { and, eq } from 'drizzle-orm';
import { kennelBreeds, kennels, listings, photos } from '../../db/schema';
import type { RequestContext } from '../../context';
import { isPublicListing, selectListingSummaries } from '../listings/listing-summary';
import { photoSources } from '../photos/photo-sources';

/**
 * A kennel's public page: its details, breeds and public listings. Without a paid profile
 * the page is minimal and not indexed (decisions.md).
 */
export async function findPublicKennel(ctx: RequestContext, slug: string) {
  const [row] = await ctx.db
    .select({ kennel: kennels, logo: photos })
    .from(kennels)
    .leftJoin(photos, eq(photos.id, kennels.logoPhotoId))
    .where(eq(kennels.slug, slug))
    .limit(1);
  if (!row) return null;
  const [breedRows, items] = await Promise.all([
    ctx.db
      .select({ key: kennelBreeds.breedKey })
      .from(kennelBreeds)
      .where(eq(kennelBreeds.kennelId, row.kennel.id)),
    selectListingSummaries(ctx.db, and(eq(listings.kennelId, row.kennel.id), isPublicListing()), {
      limit: 48,
    }),
  ]);
  const { kennel, logo } = row;
  return {
    id: kennel.id,
    slug: kennel.slug,
    name: kennel.name,
    countryCode: kennel.countryCode,
    region: kennel.region,
    city: kennel.city,
    foundedYear: kennel.foundedYear,
    description: kennel.description,
    hasProfile: kennel.hasProfile,
    isVerified: kennel.isVerified,
    ratingAverage: kennel.ratingAverage === null ? null : Number(kennel.ratingAverage),
    ratingCount: kennel.ratingCount,
    phone: kennel.hasProfile ? kennel.phone : null,
    email: kennel.hasProfile ? kennel.email : null,
    website: kennel.hasProfile ? kennel.website : null,
    logo: logo ? photoSources(logo.variants, logo.width, logo.height) : null,
    breedKeys: breedRows.map((b) => b.key),
    listings: items,
  };
}
