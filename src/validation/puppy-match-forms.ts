import { CURRENCIES } from '@/i18n/currencies';
import { DOG_SEXES } from './listing-enums';
import {
  DOG_COATS,
  DOG_ENERGIES,
  DOG_EXPERIENCES,
  DOG_SIZES,
  HOME_TYPES,
  MAX_OFFER_MESSAGE,
  MAX_REQUEST_BREEDS,
  MAX_REQUEST_TEXT,
  MAX_TRAVEL_KM,
  WANTED_AGES,
  WORKING_HOURS,
} from './puppy-match';
import { z } from './zod';

const text = (max: number) => z.string().trim().max(max, { message: 'tooLong' }).default('');
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'required' }).nullish();

/** The buyer profile written once and shown with every request. Messages are `Errors.*` keys. */
export const buyerProfileSchema = z.object({
  homeType: z.enum(HOME_TYPES, { message: 'required' }),
  hasGarden: z.boolean({ message: 'required' }),
  experience: z.enum(DOG_EXPERIENCES, { message: 'required' }),
  hasChildren: z.boolean({ message: 'required' }),
  hasOtherPets: z.boolean({ message: 'required' }),
  workingHours: z.enum(WORKING_HOURS, { message: 'required' }),
  about: text(MAX_REQUEST_TEXT),
});
export type BuyerProfileInput = z.input<typeof buyerProfileSchema>;

/**
 * A puppy-match request: no breeds means "open to suggestions" (then size, energy and coat
 * may say more). The budget is an integer in minor units of its currency.
 */
export const puppyRequestSchema = z.object({
  breedKeys: z
    .array(z.string().trim().min(1, { message: 'breedUnknown' }))
    .max(MAX_REQUEST_BREEDS, { message: 'tooMany' })
    .default([]),
  size: optionalEnum(DOG_SIZES),
  energy: optionalEnum(DOG_ENERGIES),
  coat: optionalEnum(DOG_COATS),
  sex: optionalEnum(DOG_SEXES),
  age: z.enum(WANTED_AGES, { message: 'required' }),
  budgetAmount: z
    .number({ message: 'priceInvalid' })
    .int({ message: 'priceInvalid' })
    .min(0, { message: 'budgetNegative' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'priceInvalid' }),
  currency: z.enum(CURRENCIES, { message: 'currencyInvalid' }),
  countryCode: z.string().trim().length(2, { message: 'countryInvalid' }),
  region: z.string().trim().max(100, { message: 'tooLong' }).nullish(),
  travelKm: z
    .number({ message: 'travelInvalid' })
    .int({ message: 'travelInvalid' })
    .min(0, { message: 'travelInvalid' })
    .max(MAX_TRAVEL_KM, { message: 'travelTooFar' }),
  wantedBy: z.iso.date({ message: 'dateInvalid' }).nullish(),
  message: text(MAX_REQUEST_TEXT),
});
export type PuppyRequestInput = z.input<typeof puppyRequestSchema>;

/** A breeder's offer of a listing or planned litter to a request. */
export const puppyOfferSchema = z.object({
  requestId: z.string().min(1),
  listingId: z.string().min(1),
  message: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(MAX_OFFER_MESSAGE, { message: 'tooLong' }),
});
export type PuppyOfferInput = z.input<typeof puppyOfferSchema>;
