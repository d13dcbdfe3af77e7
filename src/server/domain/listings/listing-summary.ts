import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { photoSources, type PhotoSources } from '../photos/photo-sources';
import { kennels, listings, photos } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { ListingKind, DogSex } from '@/validation/listing-enums';

/** What a listing card shows. Prices are minor units of the listing's currency. */
export interface ListingSummary {
  id: string;
  kind: ListingKind;
  slug: string;
  title: string;
  breedKey: string;
  sex: DogSex | null;
  birthDate: string | null;
  expectedBirthDate: string | null;
  priceAmount: number | null;
  priceMaxAmount: number | null;
  currency: string;
  countryCode: string;
  city: string | null;
  kennelSlug: string;
  kennelName: string;
  kennelRating: number | null;
  kennelRatingCount: number;
  isVerifiedBreeder: boolean;
  cover: PhotoSources | null;
  publishedAt: Date | null;
}

/** Public listing statuses: what visitors may see in lists and on ad pages. */
export const PUBLIC_STATUSES = ['active', 'reserved', 'planned'] as const;

interface SummaryOptions {
  limit: number | Placeholder;
  offset?: number;
  orderBy?: SQL[];
}

export async function selectListingSummaries(
  db: Executor,
  where: SQL | undefined,
  options: SummaryOptions,
): Promise<ListingSummary[]> {
  const rows = await summaryRowsQuery(db, where, options, sql`null`, sql`null`);
  return rows.map((row) => toSummaryRow(row).summary);
}

/**
 * Summaries with each row's sort key (as text) and a value read in the same statement (what
 * the search needs to remember where its pages start: search-page-boundaries.ts), as a
 * statement built once and run with the values of its placeholders.
 */
export function prepareListingSummariesWithKeys(
  db: Executor,
  where: SQL | undefined,
  options: SummaryOptions & { sortKey: SQL; alongside: SQL },
) {
  // An unnamed statement: built once here, planned by the server for each run's values.
  const prepared = summaryRowsQuery(db, where, options, options.sortKey, options.alongside).prepare(
    '',
  );
  return {
    async execute(values: Record<string, unknown>): Promise<SummaryRow[]> {
      return (await prepared.execute(values)).map(toSummaryRow);
    },
  };
}

interface SummaryRow {
  summary: ListingSummary;
  sortKey: string | null;
  alongside: string;
}

function summaryRowsQuery(
  db: Executor,
  where: SQL | undefined,
  options: SummaryOptions,
  sortKey: SQL,
  alongside: SQL,
) {
  return db
    .select({
      // Only what a card shows: the full row carries descriptions in ten languages.
      listing: {
        id: listings.id,
        kind: listings.kind,
        slug: listings.slug,
        title: listings.title,
        breedKey: listings.breedKey,
        sex: listings.sex,
        birthDate: listings.birthDate,
        expectedBirthDate: listings.expectedBirthDate,
        priceAmount: listings.priceAmount,
        priceMaxAmount: listings.priceMaxAmount,
        currency: listings.currency,
        countryCode: listings.countryCode,
        city: listings.city,
        publishedAt: listings.publishedAt,
      },
      kennelSlug: kennels.slug,
      kennelName: kennels.name,
      kennelRating: kennels.ratingAverage,
      kennelRatingCount: kennels.ratingCount,
      isVerifiedBreeder: kennels.isVerified,
      coverVariants: photos.variants,
      coverWidth: photos.width,
      coverHeight: photos.height,
      sortKey: sql<string | null>`(${sortKey})::text`,
      alongside: sql<string>`(${alongside})::text`,
    })
    .from(listings)
    .innerJoin(kennels, eq(kennels.id, listings.kennelId))
    .leftJoin(photos, eq(photos.id, listings.coverPhotoId))
    .where(where)
    .orderBy(...(options.orderBy ?? [desc(listings.publishedAt), desc(listings.id)]))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

function toSummaryRow(row: Awaited<ReturnType<typeof summaryRowsQuery>>[number]): SummaryRow {
  return {
    sortKey: row.sortKey,
    alongside: row.alongside,
    summary: {
      id: row.listing.id,
      kind: row.listing.kind,
      slug: row.listing.slug,
      title: row.listing.title,
      breedKey: row.listing.breedKey,
      sex: row.listing.sex,
      birthDate: row.listing.birthDate,
      expectedBirthDate: row.listing.expectedBirthDate,
      priceAmount: row.listing.priceAmount,
      priceMaxAmount: row.listing.priceMaxAmount,
      currency: row.listing.currency,
      countryCode: row.listing.countryCode,
      city: row.listing.city,
      kennelSlug: row.kennelSlug,
      kennelName: row.kennelName,
      kennelRating: row.kennelRating === null ? null : Number(row.kennelRating),
      kennelRatingCount: row.kennelRatingCount,
      isVerifiedBreeder: row.isVerifiedBreeder,
      cover: row.coverVariants
        ? photoSources(row.coverVariants, row.coverWidth!, row.coverHeight!)
        : null,
      publishedAt: row.listing.publishedAt,
    },
  };
}

export const isPublicListing = () => inArray(listings.status, [...PUBLIC_STATUSES]);
export const isActiveOfKinds = (kinds: ListingKind[]) =>
  and(eq(listings.status, 'active'), inArray(listings.kind, kinds));
