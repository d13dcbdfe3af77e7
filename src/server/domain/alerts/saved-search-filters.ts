import { convertMinor } from '@/i18n/money';
import { CURRENCIES, type Currency } from '@/i18n/currencies';
import { DEFAULT_TYPES, readSearchParams, type SearchParams } from '@/validation/search';
import type { savedSearches } from '../../db/schema';

type MatchColumns = Pick<
  typeof savedSearches.$inferInsert,
  | 'query'
  | 'matchBreed'
  | 'matchCountry'
  | 'kinds'
  | 'region'
  | 'priceMinEurCents'
  | 'priceMaxEurCents'
  | 'sex'
  | 'ageMinMonths'
  | 'ageMaxMonths'
  | 'pedigree'
  | 'chipped'
  | 'verified'
  | 'currency'
>;

/** The query string as the list page writes it, without the page number (a search, not a page). */
export function canonicalQuery(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page' || value === undefined) continue;
    if (key === 'sort' && value === 'dateDesc') continue;
    for (const one of [value].flat()) query.append(key, String(one === true ? '1' : one));
  }
  return query.toString();
}

/**
 * A saved search's match columns, read once from its query string: the same contract as the
 * list page (`readSearchParams`), prices as EUR cents at today's rates (as the search does).
 */
export function savedSearchFilters(
  breedKey: string | null,
  queryString: string,
  fallbackCurrency: Currency,
  ratesPerEur: Readonly<Record<string, string>>,
): MatchColumns {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(queryString)) {
    const known = raw[key];
    raw[key] = known === undefined ? value : [known, value].flat();
  }
  const params = readSearchParams(raw);
  const currency =
    params.currency && CURRENCIES.includes(params.currency) ? params.currency : fallbackCurrency;
  const eurCents = (units: number | undefined) =>
    units === undefined ? null : convertMinor(units * 100, currency, 'EUR', ratesPerEur);
  const [low, high] =
    params.priceMin !== undefined &&
    params.priceMax !== undefined &&
    params.priceMin > params.priceMax
      ? [params.priceMax, params.priceMin]
      : [params.priceMin, params.priceMax];
  const [ageLow, ageHigh] =
    params.ageMin !== undefined && params.ageMax !== undefined && params.ageMin > params.ageMax
      ? [params.ageMax, params.ageMin]
      : [params.ageMin, params.ageMax];
  return {
    query: canonicalQuery(params),
    currency,
    matchBreed: breedKey ?? '',
    matchCountry: params.country ?? '',
    kinds: [...(params.type ?? DEFAULT_TYPES)],
    region: params.region?.trim() || null,
    priceMinEurCents: eurCents(low),
    priceMaxEurCents: eurCents(high),
    sex: params.sex ?? null,
    ageMinMonths: ageLow ?? null,
    ageMaxMonths: ageHigh ?? null,
    pedigree: params.pedigree === true,
    chipped: params.chipped === true,
    verified: params.verified === true,
  };
}
