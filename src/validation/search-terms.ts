import { CURRENCIES, type Currency } from '@/i18n/currencies';
import {
  DOG_KINDS,
  LISTING_KINDS,
  type ListingKind,
  DOG_SEXES,
  type DogSex,
} from './listing-enums';

/*
 * The search's terms and its query-string reader without zod: the list pages read their search
 * in the browser on every filter change, and zod's core is 23 KB (gzip) that no bundler here
 * can trim. search.ts holds the same contract as a zod schema (for the GraphQL API and the
 * domain); search-terms.test.ts reads hundreds of queries both ways and requires equal results.
 */

/**
 * Sort orders of dog lists (docs/decisions.md, "Search"); lists without prices offer the first
 * four.
 */
export const SORTS = ['dateDesc', 'dateAsc', 'ageAsc', 'ageDesc', 'priceAsc', 'priceDesc'] as const;
export type Sort = (typeof SORTS)[number];
export const NON_PRICE_SORTS = ['dateDesc', 'dateAsc', 'ageAsc', 'ageDesc'] as const;
export const DEFAULT_SORT: Sort = 'dateDesc';

export const LISTING_TYPES = LISTING_KINDS;
export type ListingType = ListingKind;
/** What "puppies for sale" shows when no type is chosen. */
export const DEFAULT_TYPES: readonly ListingType[] = DOG_KINDS;

export const MAX_AGE_MONTHS = 240;
export const MAX_PRICE = 100_000_000;
export const MAX_PAGE = 100_000;
export const MAX_REGION_LENGTH = 80;

/** A search's query-string state (the breed lives in the path). */
export interface SearchParams {
  country?: string;
  region?: string;
  priceMin?: number;
  priceMax?: number;
  currency?: Currency;
  sex?: DogSex;
  ageMin?: number;
  ageMax?: number;
  pedigree?: true;
  chipped?: true;
  verified?: true;
  type?: ListingType[];
  sort: Sort;
  page: number;
}

type RawValue = string | string[] | undefined;

const oneOf = <T extends string>(values: readonly T[], value: RawValue): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/** A whole number in [min, max]; an empty value is "not set". Read as Number() reads it. */
function wholeNumber(value: RawValue, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
}

const flag = (value: RawValue): true | undefined =>
  oneOf(['1', 'true', 'on'], value) ? true : undefined;

function types(value: RawValue): ListingType[] | undefined {
  const list = typeof value === 'string' ? [value] : value;
  return list?.every((type) => oneOf(LISTING_TYPES, type)) ? (list as ListingType[]) : undefined;
}

/**
 * Reads a search from raw query values (as Next.js hands them to a page, one string or a list
 * per key). A value that does not fit counts as not given; unknown keys are ignored.
 */
export function readSearchParams(raw: Readonly<Record<string, RawValue>>): SearchParams {
  const text = (value: RawValue) => (typeof value === 'string' ? value : undefined);
  const region = text(raw.region)?.trim();
  const country = text(raw.country);
  return {
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    region: region !== undefined && region.length <= MAX_REGION_LENGTH ? region : undefined,
    priceMin: wholeNumber(raw.priceMin, 0, MAX_PRICE),
    priceMax: wholeNumber(raw.priceMax, 0, MAX_PRICE),
    currency: oneOf(CURRENCIES, raw.currency),
    sex: oneOf(DOG_SEXES, raw.sex),
    ageMin: wholeNumber(raw.ageMin, 0, MAX_AGE_MONTHS),
    ageMax: wholeNumber(raw.ageMax, 0, MAX_AGE_MONTHS),
    pedigree: flag(raw.pedigree),
    chipped: flag(raw.chipped),
    verified: flag(raw.verified),
    type: types(raw.type),
    sort: oneOf(SORTS, raw.sort) ?? DEFAULT_SORT,
    page: wholeNumber(raw.page, 1, MAX_PAGE) ?? 1,
  };
}
