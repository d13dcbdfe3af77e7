import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { z } from './zod';
import { LOCALES } from '@/i18n/locales';
import { emailOnlySchema, emailSchema } from './email';

/**
 * Account forms' rules, shared by the browser (for comfort) and the server (for truth).
 * Messages are keys under `Errors.` so each side shows them in the visitor's language.
 */
export const passwordSchema = z
  .string()
  .min(12, { message: 'passwordTooShort' })
  .max(128, { message: 'passwordTooLong' });

export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'required' }).max(80, { message: 'tooLong' }),
    email: emailSchema,
    password: passwordSchema,
    countryCode: z.string().regex(/^[A-Z]{2}$/, { message: 'required' }),
    phone: z.string().trim().max(32).optional().or(z.literal('')),
    locale: z.enum(LOCALES),
    // The form's checkbox sends "on"; the API sends true. Anything else is no consent.
    acceptTerms: z.union([z.literal(true), z.literal('on')], { error: 'consentRequired' }),
    /** Where to land once the address is confirmed; only a path on this site is kept. */
    returnTo: z.string().max(2000).optional(),
  })
  .refine(
    (input) => !input.phone || isValidPhoneNumber(input.phone, input.countryCode as CountryCode),
    {
      message: 'phoneInvalid',
      path: ['phone'],
    },
  );
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'required' }).max(128),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = emailOnlySchema;
export const newPasswordSchema = z.object({ token: z.string().min(1), password: passwordSchema });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: 'required' }).max(128),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: emailSchema });

export const profileSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'required' }).max(80, { message: 'tooLong' }),
    countryCode: z.string().regex(/^[A-Z]{2}$/, { message: 'required' }),
    phone: z.string().trim().max(32, { message: 'tooLong' }).optional().or(z.literal('')),
    locale: z.enum(LOCALES),
  })
  .refine(
    (input) => !input.phone || isValidPhoneNumber(input.phone, input.countryCode as CountryCode),
    { message: 'phoneInvalid', path: ['phone'] },
  );
export type ProfileInput = z.input<typeof profileSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'codeInvalid' }),
});

export const newsletterSchema = z.object({ email: emailSchema, locale: z.enum(LOCALES) });
