import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { z } from './zod';
import { LOCALES } from '@/i18n/locales';
import { SLUG_PATTERN, isReservedSlug } from '@/i18n/paths';
import { findBreed } from '@/reference/breeds';
import { emailSchema } from './email';

/**
 * A postal code as European countries write them: letters, digits, one space or hyphen
 * between groups ("1051", "10-001", "SW1A 1AA", "110 00"), 3 to 10 characters.
 */
export const POSTCODE_PATTERN = /^[A-Z0-9]{2,}(?:[ -][A-Z0-9]{1,5})?$/;

/** The kennel form's rules, shared by the browser and the server (messages are Errors.* keys). */
export const kennelSchema = z
  .object({
    name: z.string().trim().min(2, { message: 'required' }).max(80, { message: 'tooLong' }),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(3, { message: 'slugTooShort' })
      .max(60, { message: 'tooLong' })
      .regex(SLUG_PATTERN, { message: 'slugInvalid' })
      .refine((slug) => !isReservedSlug(slug), { message: 'slugReserved' }),
    countryCode: z.string().regex(/^[A-Z]{2}$/, { message: 'required' }),
    region: z.string().trim().max(80, { message: 'tooLong' }).optional().or(z.literal('')),
    city: z.string().trim().max(80, { message: 'tooLong' }).optional().or(z.literal('')),
    street: z.string().trim().max(120, { message: 'tooLong' }).optional().or(z.literal('')),
    postcode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(POSTCODE_PATTERN, { message: 'postcodeInvalid' })
      .optional()
      .or(z.literal('')),
    foundedYear: z.coerce
      .number({ message: 'yearInvalid' })
      .int({ message: 'yearInvalid' })
      .min(1950, { message: 'foundedTooEarly' })
      .max(new Date().getUTCFullYear(), { message: 'yearInFuture' })
      .optional(),
    breeds: z
      .array(z.string().refine((key) => findBreed(key) !== null, { message: 'breedUnknown' }))
      .min(1, { message: 'breedsRequired' })
      .max(10, { message: 'tooMany' }),
    phone: z.string().trim().max(32, { message: 'tooLong' }).optional().or(z.literal('')),
    email: z.optional(emailSchema).or(z.literal('')),
    website: z
      .url({ protocol: /^https?$/, message: 'urlInvalid' })
      .max(200)
      .optional()
      .or(z.literal('')),
    description: z.partialRecord(
      z.enum(LOCALES),
      z.string().trim().max(5000, { message: 'tooLong' }),
    ),
  })
  .refine(
    (input) => !input.phone || isValidPhoneNumber(input.phone, input.countryCode as CountryCode),
    { message: 'phoneInvalid', path: ['phone'] },
  );
export type KennelInput = z.input<typeof kennelSchema>;
