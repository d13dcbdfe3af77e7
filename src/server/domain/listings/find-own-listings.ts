import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { kennels, listings, photos } from '../../db/schema';
import type { RequestContext } from '../../context';
import { requireViewer } from '../auth/require-role';
import { ValidationError } from '../errors';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import {
  EDITABLE_STATUSES,
  breederActions,
  restoreDaysLeft,
  type BreederEvent,
} from './get-own-listing';
import { RESTORE_DAYS } from '@/validation/time-limits';
import { type ListingKind, type ListingStatus } from './listing-states';
import { PUBLIC_STATUSES } from './listing-summary';
import { DOG_KINDS, type DogSex } from '@/validation/listing-enums';
import { missingBeforePublishing, type MissingItem } from './missing-before-publishing';
import { LITTER_ANSWER_DAYS } from './prompt-overdue-litters';

const DAY = 86_400_000;

/** The tabs of "My listings", in the order they are shown. */
export const OWN_LISTING_TABS = [
  'active',
  'drafts',
  'upcoming-litters',
  'reserved',
  'sold',
  'deleted',
] as const;
export type OwnListingTab = (typeof OWN_LISTING_TABS)[number];

/** Orders a breeder can pick; "date" is the publishing date, or the creation date of drafts. */
export const OWN_LISTING_SORTS = [
  'dateDesc',
  'dateAsc',
  'priceAsc',
  'priceDesc',
  'titleAsc',
] as const;
export type OwnListingSort = (typeof OWN_LISTING_SORTS)[number];

export const OWN_LISTINGS_PAGE_SIZE = 20;

const inputSchema = z.object({
  tab: z.enum(OWN_LISTING_TABS),
  sort: z.enum(OWN_LISTING_SORTS).default('dateDesc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * Which rows each tab holds: drafts of every kind have their own tab (with what they still
 * lack); deleted ones only while they can still be restored.
 */
function tabFilter(tab: OwnListingTab, now: Date): SQL {
  switch (tab) {
    case 'active':
      return and(
        inArray(listings.kind, DOG_KINDS),
        inArray(listings.status, ['active', 'expired']),
      )!;
    case 'drafts':
      return eq(listings.status, 'draft');
    case 'upcoming-litters':
      return and(eq(listings.kind, 'litter'), inArray(listings.status, ['planned', 'born']))!;
    case 'deleted':
      return and(
        eq(listings.status, 'deleted'),
        gte(listings.deletedAt, new Date(now.getTime() - RESTORE_DAYS * DAY)),
      )!;
    case 'reserved':
      return eq(listings.status, 'reserved');
    case 'sold':
      return eq(listings.status, 'sold');
  }
}

function orderFor(tab: OwnListingTab, sort: OwnListingSort): SQL[] {
  const date =
    tab === 'deleted'
      ? sql`${listings.deletedAt}`
      : sql`coalesce(${listings.publishedAt}, ${listings.createdAt})`;
  switch (sort) {
    case 'dateAsc':
      return [asc(date), asc(listings.id)];
    case 'priceAsc':
      // Across currencies through the EUR amount; ads without a price last.
      return [sql`${listings.priceEurCents} asc nulls last`, desc(date), asc(listings.id)];
    case 'priceDesc':
      return [sql`${listings.priceEurCents} desc nulls last`, desc(date), asc(listings.id)];
    case 'titleAsc':
      return [asc(sql`lower(${listings.title})`), asc(listings.id)];
    case 'dateDesc':
      return [desc(date), desc(listings.id)];
  }
}

/** One row of "My listings". Prices are minor units of the listing's currency. */
export interface OwnListingSummary {
  id: string;
  kind: ListingKind;
  status: ListingStatus;
  slug: string;
  kennelSlug: string;
  title: string;
  breedKey: string;
  sex: DogSex | null;
  birthDate: string | null;
  expectedBirthDate: string | null;
  expectedCount: number | null;
  priceAmount: number | null;
  priceMaxAmount: number | null;
  currency: string;
  cover: PhotoSources | null;
  photoCount: number;
  createdAt: Date;
  publishedAt: Date | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
  restoreDaysLeft: number | null;
  actions: BreederEvent[];
  /** What a draft still needs before it can be published; empty for every other state. */
  missing: MissingItem[];
  /**
   * A planned litter whose date passed, whose breeder is asked whether it was born: the days
   * it stays open unanswered after the question; null otherwise.
   */
  birthAnswerDays: number | null;
  isEditable: boolean;
  isPublic: boolean;
}

export interface OwnListingsResult {
  /** Null when the viewer has no kennel yet (and so no listings). */
  kennel: { id: string; slug: string; name: string } | null;
  items: OwnListingSummary[];
  counts: Record<OwnListingTab, number>;
  total: number;
  page: number;
  pageCount: number;
}

const zeroCounts = () =>
  Object.fromEntries(OWN_LISTING_TABS.map((tab) => [tab, 0])) as Record<OwnListingTab, number>;

/** Covers of the given listings: the chosen cover photo, else the first by position. */
async function coversOf(ctx: RequestContext, rows: { id: string; coverPhotoId: string | null }[]) {
  if (rows.length === 0) return new Map<string, PhotoSources>();
  const found = await ctx.db
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.kind, 'listing'),
        inArray(
          photos.subjectId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(photos.position), asc(photos.createdAt));
  const covers = new Map<string, PhotoSources>();
  for (const row of rows) {
    const own = found.filter((p) => p.subjectId === row.id && p.variants.length > 0);
    const cover = own.find((p) => p.id === row.coverPhotoId) ?? own[0];
    if (cover) covers.set(row.id, photoSources(cover.variants, cover.width, cover.height));
  }
  return covers;
}

/**
 * The viewer's own listings for one tab of "My listings", 20 per page, with the count of
 * every tab. Only the viewer's kennel is read; without a kennel everything is empty.
 */
export async function findOwnListings(
  ctx: RequestContext,
  input: z.input<typeof inputSchema>,
): Promise<OwnListingsResult> {
  const viewer = requireViewer(ctx);
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError({ form: 'VALIDATION' });
  const { tab, sort, page } = parsed.data;
  const [kennel] = await ctx.db
    .select({ id: kennels.id, slug: kennels.slug, name: kennels.name })
    .from(kennels)
    .where(eq(kennels.ownerId, viewer.id));
  if (!kennel)
    return { kennel: null, items: [], counts: zeroCounts(), total: 0, page, pageCount: 1 };

  const now = ctx.now();
  const own = eq(listings.kennelId, kennel.id);
  const countColumns = Object.fromEntries(
    OWN_LISTING_TABS.map((name) => [
      name,
      sql<number>`count(*) filter (where ${tabFilter(name, now)})::int`.mapWith(Number),
    ]),
  ) as Record<OwnListingTab, SQL.Aliased<number> | SQL<number>>;
  const [[countRow], rows] = await Promise.all([
    ctx.db.select(countColumns).from(listings).where(own),
    ctx.db
      .select({
        listing: listings,
        // Written out: drizzle leaves columns unqualified here, and "id" would mean photos.id.
        photoCount: sql<number>`(select count(*)::int from photos p
          where p.subject_id = "listings"."id" and p.kind = 'listing')`.mapWith(Number),
      })
      .from(listings)
      .where(and(own, tabFilter(tab, now)))
      .orderBy(...orderFor(tab, sort))
      .limit(OWN_LISTINGS_PAGE_SIZE)
      .offset((page - 1) * OWN_LISTINGS_PAGE_SIZE),
  ]);
  const counts = { ...zeroCounts(), ...(countRow as Record<OwnListingTab, number>) };
  const covers = await coversOf(
    ctx,
    rows.map((r) => r.listing),
  );
  const items = rows.map(({ listing, photoCount }): OwnListingSummary => ({
    id: listing.id,
    kind: listing.kind,
    status: listing.status,
    slug: listing.slug,
    kennelSlug: kennel.slug,
    title: listing.title,
    breedKey: listing.breedKey,
    sex: listing.sex,
    birthDate: listing.birthDate,
    expectedBirthDate: listing.expectedBirthDate,
    expectedCount: listing.expectedCount,
    priceAmount: listing.priceAmount,
    priceMaxAmount: listing.priceMaxAmount,
    currency: listing.currency,
    cover: covers.get(listing.id) ?? null,
    photoCount,
    createdAt: listing.createdAt,
    publishedAt: listing.publishedAt,
    expiresAt: listing.expiresAt,
    deletedAt: listing.deletedAt,
    restoreDaysLeft: restoreDaysLeft(listing, now),
    actions: breederActions(listing, now),
    missing: listing.status === 'draft' ? missingBeforePublishing({ ...listing, photoCount }) : [],
    birthAnswerDays:
      listing.status === 'planned' && listing.birthAnswerRequestedAt ? LITTER_ANSWER_DAYS : null,
    isEditable: EDITABLE_STATUSES.includes(listing.status),
    isPublic: (PUBLIC_STATUSES as readonly string[]).includes(listing.status),
  }));
  const total = counts[tab];
  return {
    kennel,
    items,
    counts,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / OWN_LISTINGS_PAGE_SIZE)),
  };
}
