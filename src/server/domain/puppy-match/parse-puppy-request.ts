import { convertMinor } from '@/i18n/money';
import { findBreed } from '@/reference/breeds';
import { findCountry } from '@/reference/countries';
import { fieldErrors } from '@/validation/field-errors';
import { puppyRequestSchema, type PuppyRequestInput } from '@/validation/puppy-match-forms';
import type { RequestContext } from '../../context';
import { ValidationError } from '../errors';
import { getExchangeRates } from '../exchange-rates/get-exchange-rates';

/**
 * A request's input checked and read into its columns: known breeds (each once) and country,
 * a budget ≥ 0 in minor units, and that budget in EUR cents at today's rates for matching.
 */
export async function parsePuppyRequest(ctx: RequestContext, input: PuppyRequestInput) {
  const parsed = puppyRequestSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const data = parsed.data;
  const breedKeys = [...new Set(data.breedKeys)];
  if (breedKeys.some((key) => !findBreed(key))) {
    throw new ValidationError({ breedKeys: 'breedUnknown' });
  }
  const countryCode = data.countryCode.toUpperCase();
  if (!findCountry(countryCode)) throw new ValidationError({ countryCode: 'countryInvalid' });
  const budgetEurCents = convertMinor(
    data.budgetAmount,
    data.currency,
    'EUR',
    await getExchangeRates(ctx),
  );
  if (budgetEurCents === null) throw new ValidationError({ currency: 'currencyInvalid' });
  const openToSuggestions = breedKeys.length === 0;
  return {
    breedKeys,
    // Size, energy and coat say something only when the buyer leaves the breed open.
    size: openToSuggestions ? (data.size ?? null) : null,
    energy: openToSuggestions ? (data.energy ?? null) : null,
    coat: openToSuggestions ? (data.coat ?? null) : null,
    sex: data.sex ?? null,
    age: data.age,
    budgetAmount: data.budgetAmount,
    currency: data.currency,
    budgetEurCents,
    countryCode,
    region: data.region || null,
    travelKm: data.travelKm,
    wantedBy: data.wantedBy ?? null,
    message: data.message,
    language: ctx.locale,
  };
}
