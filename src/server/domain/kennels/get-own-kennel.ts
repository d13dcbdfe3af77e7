import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { LocalizedText } from '../../db/schema';
import { kennelBreeds, kennels, listings, photos } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import type { ListingStatus } from '../listings/listing-states';
import { selectListingSummaries, type ListingSummary } from '../listings/listing-summary';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import { MAX_KENNEL_BREEDS } from './add-kennel-breed';
import { BREED_BLOCKING_STATUSES } from './remove-kennel-breed';

export type ListingStatusCounts = Partial<Record<ListingStatus, number>>;

export interface OwnKennelBreed {
  key: string;
  /** The kennel's ads of this breed per state (deleted ones included). */
  counts: ListingStatusCounts;
  /** Ads of this breed on the site or in a sale: the breed stays on the kennel meanwhile. */
  hasOpenListings: boolean;
  /** Whether removeKennelBreed would accept it now (not the last breed, no open ads). */
  canRemove: boolean;
}

/** An ad of the breeder's own kennel, with the state the card does not show. */
export interface OwnListing {
  summary: ListingSummary;
  status: ListingStatus;
}

export interface OwnKennel {
  id: string;
  slug: string;
  name: string;
  countryCode: string;
  region: string | null;
  city: string | null;
  street: string | null;
  postcode: string | null;
  foundedYear: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: LocalizedText;
  hasProfile: boolean;
  isVerified: boolean;
  logo: PhotoSources | null;
  breeds: OwnKennelBreed[];
  canAddBreed: boolean;
  /** With `breedKey`: that breed's ads of the kennel, newest change first, deleted ones left out. */
  listings: OwnListing[];
}

const OWN_LISTINGS_LIMIT = 200;

async function countListings(ctx: RequestContext, kennelId: string) {
  const rows = await ctx.db
    .select({ breedKey: listings.breedKey, status: listings.status, total: count() })
    .from(listings)
    .where(eq(listings.kennelId, kennelId))
    .groupBy(listings.breedKey, listings.status);
  const byBreed = new Map<string, ListingStatusCounts>();
  for (const row of rows) {
    const counts = byBreed.get(row.breedKey) ?? {};
    counts[row.status] = row.total;
    byBreed.set(row.breedKey, counts);
  }
  return byBreed;
}

async function findBreedListings(ctx: RequestContext, kennelId: string, breedKey: string) {
  const where = and(
    eq(listings.kennelId, kennelId),
    eq(listings.breedKey, breedKey),
    ne(listings.status, 'deleted'),
  );
  const summaries = await selectListingSummaries(ctx.db, where, {
    limit: OWN_LISTINGS_LIMIT,
    orderBy: [desc(listings.updatedAt), desc(listings.id)],
  });
  if (!summaries.length) return [];
  const states = await ctx.db
    .select({ id: listings.id, status: listings.status })
    .from(listings)
    .where(
      inArray(
        listings.id,
        summaries.map((s) => s.id),
      ),
    );
  const statusOf = new Map(states.map((s) => [s.id, s.status]));
  return summaries.map((summary) => ({ summary, status: statusOf.get(summary.id)! }));
}

async function findLogo(ctx: RequestContext, kennel: { id: string; logoPhotoId: string | null }) {
  const [logo] = await ctx.db
    .select()
    .from(photos)
    .where(
      kennel.logoPhotoId
        ? eq(photos.id, kennel.logoPhotoId)
        : and(eq(photos.kind, 'logo'), eq(photos.subjectId, kennel.id)),
    )
    .orderBy(asc(photos.position))
    .limit(1);
  return logo?.variants.length ? photoSources(logo.variants, logo.width, logo.height) : null;
}

/**
 * The signed-in viewer's own kennel for the breeder pages: details, logo, breeds with their
 * ad counts per state and whether each may be removed; null when the account has none.
 */
export async function getOwnKennel(
  ctx: RequestContext,
  input: { breedKey?: string } = {},
): Promise<OwnKennel | null> {
  const viewer = requireViewer(ctx);
  const [kennel] = await ctx.db.select().from(kennels).where(eq(kennels.ownerId, viewer.id));
  if (!kennel) return null;
  const [breedRows, counts, logo, breedListings] = await Promise.all([
    ctx.db
      .select({ key: kennelBreeds.breedKey })
      .from(kennelBreeds)
      .where(eq(kennelBreeds.kennelId, kennel.id))
      .orderBy(asc(kennelBreeds.breedKey)),
    countListings(ctx, kennel.id),
    findLogo(ctx, kennel),
    input.breedKey ? findBreedListings(ctx, kennel.id, input.breedKey) : [],
  ]);
  const breeds = breedRows.map(({ key }): OwnKennelBreed => {
    const breedCounts = counts.get(key) ?? {};
    const open = BREED_BLOCKING_STATUSES.reduce((sum, s) => sum + (breedCounts[s] ?? 0), 0);
    return {
      key,
      counts: breedCounts,
      hasOpenListings: open > 0,
      canRemove: breedRows.length > 1 && open === 0,
    };
  });
  return {
    id: kennel.id,
    slug: kennel.slug,
    name: kennel.name,
    countryCode: kennel.countryCode,
    region: kennel.region,
    city: kennel.city,
    street: kennel.street,
    postcode: kennel.postcode,
    foundedYear: kennel.foundedYear,
    phone: kennel.phone,
    email: kennel.email,
    website: kennel.website,
    description: kennel.description,
    hasProfile: kennel.hasProfile,
    isVerified: kennel.isVerified,
    logo,
    breeds,
    canAddBreed: breeds.length < MAX_KENNEL_BREEDS,
    listings: breedListings,
  };
}
