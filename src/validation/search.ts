import * as z from 'zod/mini';
import { CURRENCIES } from '@/i18n/currencies';
import {
  DEFAULT_SORT,
  LISTING_TYPES,
  MAX_AGE_MONTHS,
  MAX_PAGE,
  MAX_PRICE,
  MAX_REGION_LENGTH,
  SORTS,
  type SearchParams,
} from './search-terms';
import { DOG_SEXES } from './listing-enums';

export {
  DEFAULT_SORT,
  DEFAULT_TYPES,
  LISTING_TYPES,
  MAX_AGE_MONTHS,
  NON_PRICE_SORTS,
  SORTS,
  readSearchParams,
  type ListingType,
  type SearchParams,
  type Sort,
} from './search-terms';

// The contract as a schema, for the GraphQL API and the domain; the browser reads queries
// with readSearchParams (search-terms.ts), which search-terms.test.ts holds to the same results.
const flag = z.pipe(
  z.optional(z.enum(['1', 'true', 'on'])),
  z.transform((value) => (value ? (true as const) : undefined)),
);
const optionalNumber = (max: number) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.coerce.number().check(z.int(), z.gte(0), z.lte(max))])),
    z.transform((value) => (value === '' ? undefined : value)),
  );
const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z.pipe(
    z.optional(z.union([z.enum(values), z.array(z.enum(values))])),
    z.transform((value) => (value === undefined ? undefined : [value].flat())),
  );
/** A value that is not valid counts as not given. */
const orUnset = <T extends z.core.SomeType>(schema: T) => z.catch(schema, undefined as never);

/**
 * The query string of the puppy search (everything but the breed, which is a path segment).
 * The GraphQL search and the domain's counts validate with it; pages read the same contract
 * with readSearchParams, so a URL always means one search.
 * Prices are whole units of `currency` (the visitor's currency when the filter was set).
 */
export const searchParamsSchema = z.object({
  country: orUnset(z.optional(z.string().check(z.regex(/^[A-Z]{2}$/)))),
  region: orUnset(z.optional(z.string().check(z.trim(), z.maxLength(MAX_REGION_LENGTH)))),
  priceMin: orUnset(optionalNumber(MAX_PRICE)),
  priceMax: orUnset(optionalNumber(MAX_PRICE)),
  currency: orUnset(z.optional(z.enum(CURRENCIES))),
  sex: orUnset(z.optional(z.enum(DOG_SEXES))),
  ageMin: orUnset(optionalNumber(MAX_AGE_MONTHS)),
  ageMax: orUnset(optionalNumber(MAX_AGE_MONTHS)),
  pedigree: orUnset(flag),
  chipped: orUnset(flag),
  verified: orUnset(flag),
  type: orUnset(list(LISTING_TYPES)),
  sort: z.catch(z._default(z.enum(SORTS), DEFAULT_SORT), DEFAULT_SORT),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE)), 1), 1),
});

/** A search as the domain runs it: the parsed query string plus the breed from the path. */
export type SearchInput = SearchParams & { breedKey?: string };
