import { MAX_AGE_MONTHS, type ListingType, type Sort } from '@/validation/search-terms';
import { effectiveTypes, withQuery, type SearchState } from './search-query';
import type { DogSex } from '@/validation/listing-enums';

/** What the filter form's fields hold: strings as typed, so half-typed numbers survive. */
export interface FilterValues {
  breedKey: string | null;
  breedText: string;
  country: string;
  region: string;
  priceMin: string;
  priceMax: string;
  /** The currency the prices were entered in; empty: the visitor's display currency. */
  currency: string;
  sex: '' | DogSex;
  ageMin: string;
  ageMax: string;
  pedigree: boolean;
  chipped: boolean;
  verified: boolean;
  types: ListingType[];
  sort: Sort;
}

export type FilterErrors = Partial<Record<'price' | 'age', 'number' | 'range'>>;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function filterValuesFrom(
  state: SearchState,
  breed: { key: string; name: string } | null,
): FilterValues {
  return {
    breedKey: breed?.key ?? null,
    breedText: breed?.name ?? '',
    country: state.country ?? '',
    region: state.region ?? '',
    priceMin: text(state.priceMin),
    priceMax: text(state.priceMax),
    currency: state.currency ?? '',
    sex: state.sex ?? '',
    ageMin: text(state.ageMin),
    ageMax: text(state.ageMax),
    pedigree: Boolean(state.pedigree),
    chipped: Boolean(state.chipped),
    verified: Boolean(state.verified),
    types: effectiveTypes(state),
    sort: state.sort,
  };
}

const WHOLE = /^\d{1,9}$/;
const number = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

function rangeError(min: string, max: string, limit: number): 'number' | 'range' | undefined {
  for (const value of [min, max]) {
    if (value.trim() && (!WHOLE.test(value.trim()) || Number(value) > limit)) return 'number';
  }
  const low = number(min);
  const high = number(max);
  return low !== undefined && high !== undefined && low > high ? 'range' : undefined;
}

/** Field-level problems the form shows instead of searching. */
export function validateFilterValues(values: FilterValues): FilterErrors {
  const errors: FilterErrors = {};
  const price = rangeError(values.priceMin, values.priceMax, 100_000_000);
  if (price) errors.price = price;
  const age = rangeError(values.ageMin, values.ageMax, MAX_AGE_MONTHS);
  if (age) errors.age = age;
  return errors;
}

/** The search the values describe, back on page 1. */
export function filterState(values: FilterValues, displayCurrency: string): SearchState {
  const priceMin = number(values.priceMin);
  const priceMax = number(values.priceMax);
  const hasPrice = priceMin !== undefined || priceMax !== undefined;
  return {
    country: values.country || undefined,
    region: values.region.trim() || undefined,
    priceMin,
    priceMax,
    currency: hasPrice
      ? ((values.currency || displayCurrency) as SearchState['currency'])
      : undefined,
    sex: values.sex || undefined,
    ageMin: number(values.ageMin),
    ageMax: number(values.ageMax),
    pedigree: values.pedigree || undefined,
    chipped: values.chipped || undefined,
    verified: values.verified || undefined,
    type: values.types.length ? values.types : undefined,
    sort: values.sort,
    page: 1,
  };
}

/** Where the values lead: the breed's path (or the list's own) with the canonical query. */
export function filterHref(
  values: FilterValues,
  paths: { base: string; breed(key: string): string | undefined },
  displayCurrency: string,
): string {
  const path = (values.breedKey && paths.breed(values.breedKey)) || paths.base;
  return withQuery(path, filterState(values, displayCurrency));
}
