import { and, eq, gte, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { REGION_TRAVEL_KM } from '@/validation/puppy-match';
import { listings, puppyRequests } from '../../db/schema';

/** The days between a litter's expected birth and its puppies' earliest hand-over. */
const HANDOVER_DAYS = 56;

/** What of a listing a request is matched on. */
export interface ListingForRequests {
  id: string;
  kind: 'puppy' | 'adult' | 'litter';
  breedKey: string;
  countryCode: string;
  region: string | null;
  sex: 'male' | 'female' | null;
  priceEurCents: number | null;
  /** The earliest day the dog can go home (ISO date); null: now. */
  availableFrom: string | null;
  ownerId: string;
}

export const MATCH_REASONS = [
  'breed',
  'openToSuggestions',
  'budget',
  'region',
  'country',
  'date',
  'anyTime',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** A listing row read for matching: its hand-over day counts a litter's 8 weeks. */
export function listingForRequests(
  row: typeof listings.$inferSelect,
  ownerId: string,
): ListingForRequests {
  let availableFrom = row.availableFrom;
  if (!availableFrom && row.expectedBirthDate) {
    const day = new Date(`${row.expectedBirthDate}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + HANDOVER_DAYS);
    availableFrom = day.toISOString().slice(0, 10);
  }
  return {
    id: row.id,
    kind: row.kind,
    breedKey: row.breedKey,
    countryCode: row.countryCode,
    region: row.region,
    sex: row.sex,
    priceEurCents: row.priceEurCents,
    availableFrom,
    ownerId,
  };
}

/**
 * The open requests a listing answers, as SQL: its country and a budget at or above its price
 * (one range of `puppy_requests_match_idx`), then its breed or any, the age, the sex, the
 * region for buyers who travel little, and the buyer's date. Its own breeder is never matched.
 */
export function requestsMatching(listing: ListingForRequests): SQL {
  const ages = listing.kind === 'adult' ? ['adult', 'any'] : ['puppy', 'any'];
  return and(
    eq(puppyRequests.status, 'open'),
    eq(puppyRequests.countryCode, listing.countryCode),
    listing.priceEurCents === null
      ? undefined
      : gte(puppyRequests.budgetEurCents, listing.priceEurCents),
    sql`(${puppyRequests.breedKeys} = '{}' or ${listing.breedKey} = any(${puppyRequests.breedKeys}))`,
    sql`${puppyRequests.age}::text in (${sql.join(
      ages.map((age) => sql`${age}`),
      sql`, `,
    )})`,
    listing.sex === null
      ? undefined
      : or(isNull(puppyRequests.sex), eq(puppyRequests.sex, listing.sex)),
    listing.region === null
      ? undefined
      : sql`not (${puppyRequests.region} is not null and ${puppyRequests.travelKm} <= ${REGION_TRAVEL_KM} and lower(${puppyRequests.region}) <> lower(${listing.region}))`,
    listing.availableFrom === null
      ? undefined
      : or(isNull(puppyRequests.wantedBy), gte(puppyRequests.wantedBy, listing.availableFrom)),
    ne(puppyRequests.userId, listing.ownerId),
  )!;
}

/** Why a request and a listing match, in the order the breeder's list shows them. */
export function matchReasons(
  request: Pick<typeof puppyRequests.$inferSelect, 'breedKeys' | 'region' | 'wantedBy'>,
  listing: ListingForRequests,
): MatchReason[] {
  const sameRegion =
    request.region !== null &&
    listing.region !== null &&
    request.region.toLowerCase() === listing.region.toLowerCase();
  return [
    request.breedKeys.length > 0 ? 'breed' : 'openToSuggestions',
    'budget',
    sameRegion ? 'region' : 'country',
    request.wantedBy ? 'date' : 'anyTime',
  ];
}
