import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { isTraderRegisterNumber, TRADER_REGISTERS } from '@/reference/trader-registers';
import { z } from './zod';
import { emailSchema } from './email';
import { POSTCODE_PATTERN } from './kennels';

const REGISTER_COUNTRIES = TRADER_REGISTERS.map((register) => register.country);

/** The register number's rule alone, for the form to check it as the trader types. */
export function registerNumberError(country: string, number: string): string | null {
  if (!number.trim()) return 'required';
  return isTraderRegisterNumber(country, number) ? null : 'registerNumberInvalid';
}

/**
 * A trader's traceability details (DSA art. 30(1)), shared by the browser and the server
 * (messages are Errors.* keys). The address and phone are written to the kennel's own columns.
 */
export const traderDetailsSchema = z
  .object({
    legalName: z.string().trim().min(2, { message: 'required' }).max(160, { message: 'tooLong' }),
    street: z.string().trim().min(2, { message: 'required' }).max(120, { message: 'tooLong' }),
    postcode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(POSTCODE_PATTERN, { message: 'postcodeInvalid' }),
    city: z.string().trim().min(1, { message: 'required' }).max(80, { message: 'tooLong' }),
    countryCode: z.string().regex(/^[A-Z]{2}$/, { message: 'required' }),
    phone: z.string().trim().min(1, { message: 'required' }).max(32, { message: 'tooLong' }),
    email: emailSchema,
    registerCountry: z
      .string()
      .refine((country) => REGISTER_COUNTRIES.includes(country), { message: 'required' }),
    registerNumber: z.string().trim().max(40, { message: 'tooLong' }),
    selfCertified: z
      .boolean({ message: 'selfCertificationRequired' })
      .refine((isCertified) => isCertified, { message: 'selfCertificationRequired' }),
  })
  .superRefine((input, issues) => {
    if (!isValidPhoneNumber(input.phone, input.countryCode as CountryCode)) {
      issues.addIssue({ code: 'custom', message: 'phoneInvalid', path: ['phone'] });
    }
    const registerError = registerNumberError(input.registerCountry, input.registerNumber);
    if (registerError) {
      issues.addIssue({ code: 'custom', message: registerError, path: ['registerNumber'] });
    }
  });
export type TraderDetailsInput = z.input<typeof traderDetailsSchema>;
