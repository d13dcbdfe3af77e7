import { z } from 'zod/mini';
import { CURRENCIES } from '@/i18n/currencies';

/** Sort orders of dog lists (decisions.md); lists without prices offer the first four. */
export const SORTS = ['dateDesc', 'dateAsc', 'ageAsc', 'ageDesc', 'priceAsc', 'priceDesc'] as const;
export type Sort = (typeof SORTS)[number];
export const NON_PRICE_SORTS = ['dateDesc', 'dateAsc', 'ageAsc', 'ageDesc'] as const;
export const DEFAULT_SORT: Sort = 'dateDesc';

export const LISTING_TYPES = ['puppy', 'adult', 'litter'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
/** What "puppies for sale" shows when no type is chosen. */
export const DEFAULT_TYPES: readonly ListingType[] = ['puppy', 'adult'];

export const MAX_AGE_MONTHS = 240;

// zod/mini: the same rules in the tree-shakable build, because the list pages parse their
// search in the browser too (the full build was 31 KB of every list page's JavaScript).
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
 * Shared by the page, the GraphQL search and the tests, so a URL always means one search.
 * Prices are whole units of `currency` (the visitor's currency when the filter was set).
 */
export const searchParamsSchema = z.object({
  country: orUnset(z.optional(z.string().check(z.regex(/^[A-Z]{2}$/)))),
  region: orUnset(z.optional(z.string().check(z.trim(), z.maxLength(80)))),
  priceMin: orUnset(optionalNumber(100_000_000)),
  priceMax: orUnset(optionalNumber(100_000_000)),
  currency: orUnset(z.optional(z.enum(CURRENCIES))),
  sex: orUnset(z.optional(z.enum(['male', 'female']))),
  ageMin: orUnset(optionalNumber(MAX_AGE_MONTHS)),
  ageMax: orUnset(optionalNumber(MAX_AGE_MONTHS)),
  pedigree: orUnset(flag),
  chipped: orUnset(flag),
  verified: orUnset(flag),
  type: orUnset(list(LISTING_TYPES)),
  sort: z.catch(z._default(z.enum(SORTS), DEFAULT_SORT), DEFAULT_SORT),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1), 1),
});
export type SearchParams = z.output<typeof searchParamsSchema>;

/** A search as the domain runs it: the parsed query string plus the breed from the path. */
export type SearchInput = SearchParams & { breedKey?: string };
