/*
 * The puppy search as SQL (used by search-listings.ts; measured by `npm run bench:search`).
 *
 * - Visible rows: active puppies and adults, planned litters. A search is one "arm" per chosen
 *   listing type; every search index leads with (status, kind), so an arm is one ordered
 *   index range, and the arms are merged in sort order (Merge Append).
 * - One index per order (date, price ascending, price descending with no price last, age),
 *   each carrying the filter columns after its key so filters are checked on index entries;
 *   breed-led copies for breed pages; a (country, region) index for places; small ones of the
 *   verified breeders', the pedigree and the microchipped listings, for their counts.
 * - Prices filter and sort on `price_eur_cents`; ages filter on birth-date bounds. The
 *   database keeps `price_eur_cents` and `is_verified_breeder` true with triggers for every
 *   writer (migration 0004), and has statistics on the age and region expressions.
 * - A page whose start is known (search-page-boundaries.ts) is read after it (keyset: each arm
 *   seeks to the start's row in its index); any other page by OFFSET, where an arm reads about
 *   page x 12 index entries. Counts stop at 10,001.
 */
import {
  and,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { convertMinor } from '@/i18n/money';
import {
  DEFAULT_TYPES,
  LISTING_TYPES,
  type ListingType,
  type SearchInput,
  type Sort,
} from '@/validation/search';
import { exchangeRates, listings } from '../../db/schema';

/**
 * The date a listing's age counts from: a dog's birth date, a planned litter's expected birth
 * date (so litters are the youngest). The same expression as the age search indexes.
 */
export const ageDate = sql`coalesce(${listings.birthDate}, ${listings.expectedBirthDate})`;

/** What the query builder needs besides the input: today's date and the current rates. */
export interface SearchEnvironment {
  /** ISO date (UTC) ages are counted to. */
  today: string;
  /** Units per EUR; needed only when the input has a price filter. */
  ratesPerEur: Readonly<Record<string, string>>;
}

/** Dogs are adults from their first birthday (`dogKindOn` in validation/listings.ts). */
const ADULT_MONTHS = 12;

/** The status in which a listing of each type is visible (listing-states.ts). */
export const PUBLIC_STATUS_OF = { puppy: 'active', adult: 'active', litter: 'planned' } as const;

/**
 * The matching rows of one listing type. Every search index leads with (status, kind), so an
 * arm is one ordered index range; arms of several types are merged in sort order.
 */
export interface SearchArm {
  type: ListingType;
  where: SQL;
}

export interface SearchQuery {
  arms: SearchArm[];
  sort: Sort;
  /** A price filter leaves listings without a price out. */
  pricedOnly: boolean;
  /** The filter values: placeholders in the arms when built with `placeholders`. */
  values: Record<string, unknown>;
  /** The query's structure: two searches of one shape differ only in their `values`. */
  shape: string;
  /** Puts a value into the query: a placeholder of that name, or the value itself. */
  bind<T>(name: string, value: T): T | Placeholder;
  /** ORDER BY on `listings` (the search index order), ending with the id as tie-breaker. */
  orderBy: SQL[];
  /** The first sort key, to merge the arms: `order` is its ORDER BY direction and nulls. */
  sortKey: { column: SQL; order: SQL; idOrder: SQL };
}

/** ISO date `months` calendar months before `isoDate`, clamped to the month's last day. */
export function monthsBefore(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Bounds in either order make the same range. */
const ordered = (low: number | undefined, high: number | undefined) =>
  low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];

/** Whole units of `currency` as EUR cents, rounded the way stored prices are normalized. */
function toEurCents(units: number | undefined, currency: string, env: SearchEnvironment) {
  return units === undefined ? null : convertMinor(units * 100, currency, 'EUR', env.ratesPerEur);
}

type Bind = SearchQuery['bind'];

function priceCondition(input: SearchInput, env: SearchEnvironment, type: ListingType, bind: Bind) {
  const [low, high] = ordered(input.priceMin, input.priceMax);
  const currency = input.currency ?? 'EUR';
  const min = toEurCents(low, currency, env);
  const max = toEurCents(high, currency, env);
  if (min === null && max === null) return undefined;
  const upper =
    max === null
      ? isNotNull(listings.priceEurCents)
      : lte(listings.priceEurCents, bind('priceMax', max));
  if (min === null) return upper;
  const lowest = bind('priceMin', min);
  if (type !== 'litter') return and(upper, gte(listings.priceEurCents, lowest));
  // A litter's price range (lowest..highest) matches when it overlaps the wanted range.
  const highestEurCents = sql`(SELECT round(${listings.priceMaxAmount} / ${exchangeRates.perEur})
    FROM ${exchangeRates} WHERE ${exchangeRates.currency} = ${listings.currency})`;
  return and(upper, or(gte(listings.priceEurCents, lowest), sql`${highestEurCents} >= ${lowest}`));
}

/** Age in completed months: at least `low` months old and not yet `high + 1` months old. */
function ageCondition(input: SearchInput, today: string, bind: Bind) {
  const [low, high] = ordered(input.ageMin, input.ageMax);
  return and(
    low ? lte(ageDate, bind('bornBy', monthsBefore(today, low))) : undefined,
    high === undefined ? undefined : gt(ageDate, bind('bornAfter', monthsBefore(today, high + 1))),
  );
}

function armWhere(input: SearchInput, env: SearchEnvironment, type: ListingType, bind: Bind): SQL {
  const region = input.region?.trim();
  const isDog = type !== 'litter';
  return and(
    // Literals, not parameters: the planner must see them to use the partial indexes.
    sql`${listings.status} = ${sql.raw(`'${PUBLIC_STATUS_OF[type]}'`)}`,
    sql`${listings.kind} = ${sql.raw(`'${type}'`)}`,
    sql`${listings.isOwnerSuspended} = false`,
    input.breedKey ? eq(listings.breedKey, bind('breed', input.breedKey)) : undefined,
    input.country ? eq(listings.countryCode, bind('country', input.country)) : undefined,
    region ? sql`lower(${listings.region}) = lower(${bind('region', region)})` : undefined,
    priceCondition(input, env, type, bind),
    isDog && input.sex ? eq(listings.sex, bind('sex', input.sex)) : undefined,
    isDog ? ageCondition(input, env.today, bind) : undefined,
    input.pedigree ? eq(listings.hasPedigree, true) : undefined,
    input.chipped ? isNotNull(listings.microchip) : undefined,
    input.verified ? eq(listings.isVerifiedBreeder, true) : undefined,
  )!;
}

/**
 * The search as SQL: the visible rows of the chosen types that match every filter, in an order
 * the search indexes serve. Sex and age describe dogs, so planned litters are not filtered by
 * them; a litter has no microchip yet, so "microchipped" leaves litters out.
 */
export function buildSearchQuery(
  input: SearchInput,
  env: SearchEnvironment,
  options: { placeholders?: boolean } = {},
): SearchQuery {
  const values: Record<string, unknown> = {};
  const bind: Bind = <T>(name: string, value: T) => {
    values[name] = value;
    return options.placeholders ? sql.placeholder(name) : value;
  };
  const chosen = input.type?.length ? input.type : DEFAULT_TYPES;
  const types = LISTING_TYPES.filter((type) => chosen.includes(type) && canMatch(input, type));
  const arms = types.map((type) => ({ type, where: armWhere(input, env, type, bind) }));
  if (arms.length === 0) arms.push({ type: 'litter', where: sql`false` });
  const pricedOnly = input.priceMin !== undefined || input.priceMax !== undefined;
  // Everything that shapes the SQL besides the bound values.
  const flags = { pedigree: input.pedigree, chipped: input.chipped, verified: input.verified };
  const shape = JSON.stringify([types, input.sort, Object.keys(values).sort(), flags]);
  return { arms, sort: input.sort, pricedOnly, values, shape, bind, ...searchOrder(input.sort) };
}

/** How a sort key, remembered as text, is read back. */
const KEY_TYPES = {
  dateDesc: 'timestamptz',
  dateAsc: 'timestamptz',
  ageAsc: 'date',
  ageDesc: 'date',
  priceAsc: 'bigint',
  priceDesc: 'bigint',
} as const satisfies Record<Sort, string>;

/**
 * The arms of a search restricted to the rows after a page's start, in sort order (keyset).
 * `(key, id) < (start)` is a range of the arm's index, so each arm seeks instead of skipping.
 * Listings without a price come last in both price orders and a row comparison never matches
 * a null, so price sorts read priced and unpriced listings as arms of their own.
 */
export function armsAfter(query: SearchQuery, start: { key: string | null; id: string }) {
  const [column, direction] = DIRECTIONS[query.sort];
  const op = sql.raw(direction === 'desc' ? '<' : '>');
  const id = sql`${query.bind('startId', start.id)}::uuid`;
  const after = (key: string) =>
    sql`(${column}, ${listings.id}) ${op} (${query.bind('startKey', key)}::${sql.raw(KEY_TYPES[query.sort])}, ${id})`;
  const isPriceSort = query.sort === 'priceAsc' || query.sort === 'priceDesc';
  const arms = query.arms.flatMap((arm): SearchArm[] => {
    const priced =
      start.key === null ? [] : [{ type: arm.type, where: and(arm.where, after(start.key))! }];
    if (!isPriceSort || query.pricedOnly) return priced;
    const unpriced = and(
      arm.where,
      isNull(listings.priceEurCents),
      start.key === null ? sql`${listings.id} ${op} ${id}` : undefined,
    )!;
    return [...priced, { type: arm.type, where: unpriced }];
  });
  return arms.length ? arms : [{ type: 'litter' as const, where: sql`false` }];
}

/**
 * Whether a type can match at all, so an arm that cannot is not scanned in full: a litter has
 * no microchip yet, and an adult was a year old when published (it only gets older).
 */
function canMatch(input: SearchInput, type: ListingType): boolean {
  if (type === 'litter') return !input.chipped;
  const [, oldest] = ordered(input.ageMin, input.ageMax);
  return type !== 'adult' || oldest === undefined || oldest >= ADULT_MONTHS;
}

const DIRECTIONS = {
  dateDesc: [sql`${listings.publishedAt}`, 'desc'],
  dateAsc: [sql`${listings.publishedAt}`, 'asc'],
  ageAsc: [ageDate, 'desc'], // youngest first: the latest (expected) birth date first
  ageDesc: [ageDate, 'asc'],
  priceAsc: [sql`${listings.priceEurCents}`, 'asc'],
  priceDesc: [sql`${listings.priceEurCents}`, 'desc'],
} as const satisfies Record<Sort, readonly [SQL, 'asc' | 'desc']>;

/**
 * ORDER BY for a sort, exactly as the search indexes store it. Price sorts put listings
 * without a price last in both directions (hence a descending price index of its own); dates
 * are never null on public listings.
 */
export function searchOrder(sort: Sort): Pick<SearchQuery, 'orderBy' | 'sortKey'> {
  const [column, direction] = DIRECTIONS[sort];
  const nullsLast = sort === 'priceDesc' ? sql` nulls last` : sql``;
  const order = sql`${sql.raw(direction)}${nullsLast}`;
  const idOrder = sql.raw(direction);
  return {
    orderBy: [sql`${column} ${order}`, sql`${listings.id} ${idOrder}`],
    sortKey: { column, order, idOrder },
  };
}
