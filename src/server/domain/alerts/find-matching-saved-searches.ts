import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedSearches } from '../../db/schema';
import type { ListingKind, DogSex } from '@/validation/listing-enums';

/** What matching needs to know of a published listing, read once by the caller. */
export interface ListingForMatching {
  kind: ListingKind;
  breedKey: string;
  countryCode: string;
  region: string | null;
  /** Lowest price in EUR cents (a litter's range starts here); null without a price. */
  priceEurCents: number | null;
  /** A litter's highest price in EUR cents; else the same as the lowest. */
  highestEurCents: number | null;
  sex: DogSex | null;
  /** Completed months of age today; null for a planned litter. */
  ageMonths: number | null;
  hasPedigree: boolean;
  hasMicrochip: boolean;
  isVerifiedBreeder: boolean;
  /** The listing's own breeder is not told of it. */
  ownerUserId: string;
}

/**
 * The subscribed saved searches a listing matches: the index on (match_breed, match_country)
 * narrows them to "this breed or any" × "this country or any", the rest is checked on those rows
 * with the list page's rules (search-query.ts), so the alert and the list agree.
 */
export function findMatchingSavedSearches(db: Executor, listing: ListingForMatching) {
  const s = savedSearches;
  const isDog = listing.kind !== 'litter';
  const price = listing.priceEurCents;
  const highest = listing.highestEurCents ?? price;
  return db
    .select({ id: s.id, userId: s.userId, frequency: s.frequency })
    .from(s)
    .where(
      and(
        isNull(s.unsubscribedAt),
        inArray(s.matchBreed, [listing.breedKey, '']),
        inArray(s.matchCountry, [listing.countryCode, '']),
        sql`${listing.kind}::listing_kind = any(${s.kinds})`,
        ne(s.userId, listing.ownerUserId),
        listing.region === null
          ? isNull(s.region)
          : or(isNull(s.region), sql`lower(${s.region}) = lower(${listing.region})`),
        price === null
          ? and(isNull(s.priceMinEurCents), isNull(s.priceMaxEurCents))
          : and(
              or(isNull(s.priceMaxEurCents), sql`${s.priceMaxEurCents} >= ${price}`),
              or(isNull(s.priceMinEurCents), sql`${s.priceMinEurCents} <= ${highest}`),
            ),
        isDog && listing.sex !== null ? or(isNull(s.sex), eq(s.sex, listing.sex)) : undefined,
        isDog && listing.sex === null ? isNull(s.sex) : undefined,
        isDog && listing.ageMonths !== null
          ? and(
              or(isNull(s.ageMinMonths), sql`${s.ageMinMonths} <= ${listing.ageMonths}`),
              or(isNull(s.ageMaxMonths), sql`${s.ageMaxMonths} >= ${listing.ageMonths}`),
            )
          : undefined,
        listing.hasPedigree ? undefined : eq(s.pedigree, false),
        listing.hasMicrochip ? undefined : eq(s.chipped, false),
        listing.isVerifiedBreeder ? undefined : eq(s.verified, false),
      ),
    );
}
