import { z } from 'zod';
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

const flag = z
  .enum(['1', 'true', 'on'])
  .optional()
  .transform((value) => (value ? true : undefined));
const optionalNumber = (max: number) =>
  z
    .union([z.literal(''), z.coerce.number().int().min(0).max(max)])
    .optional()
    .transform((value) => (value === '' ? undefined : value));
const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .optional()
    .transform((value) => (value === undefined ? undefined : [value].flat()));

/**
 * The query string of the puppy search (everything but the breed, which is a path segment).
 * Shared by the page, the GraphQL search and the tests, so a URL always means one search.
 * Prices are whole units of `currency` (the visitor's currency when the filter was set).
 */
export const searchParamsSchema = z.object({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  region: z.string().trim().max(80).optional().catch(undefined),
  priceMin: optionalNumber(100_000_000).catch(undefined),
  priceMax: optionalNumber(100_000_000).catch(undefined),
  currency: z.enum(CURRENCIES).optional().catch(undefined),
  sex: z.enum(['male', 'female']).optional().catch(undefined),
  ageMin: optionalNumber(MAX_AGE_MONTHS).catch(undefined),
  ageMax: optionalNumber(MAX_AGE_MONTHS).catch(undefined),
  pedigree: flag.catch(undefined),
  chipped: flag.catch(undefined),
  verified: flag.catch(undefined),
  type: list(LISTING_TYPES).catch(undefined),
  sort: z.enum(SORTS).default(DEFAULT_SORT).catch(DEFAULT_SORT),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type SearchParams = z.output<typeof searchParamsSchema>;

/** A search as the domain runs it: the parsed query string plus the breed from the path. */
export type SearchInput = SearchParams & { breedKey?: string };
