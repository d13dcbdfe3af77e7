import { z } from './zod';
import { CURRENCIES } from '@/i18n/currencies';
import { LOCALES } from '@/i18n/locales';
import { findBreed } from '@/reference/breeds';
import { microchipCodeKind } from '@/reference/microchip-codes';
import { type DogKind, DEPOSIT_TYPES, DOG_SEXES } from './listing-enums';

/**
 * Days from birth before a puppy may go to its new home (docs/decisions.md, "What a listing
 * is": 8 weeks).
 */
export const MIN_HANDOVER_DAYS = 56;
export const MAX_TITLE_LENGTH = 140;

const optionalText = (max: number) =>
  z.string().trim().max(max, { message: 'tooLong' }).optional().or(z.literal(''));
const isoDate = z.iso.date({ message: 'dateInvalid' });
const localizedText = (max: number) =>
  z.partialRecord(z.enum(LOCALES), z.string().trim().max(max, { message: 'tooLong' }));
const money = z.coerce
  .number({ message: 'priceInvalid' })
  .min(0, { message: 'priceNegative' })
  .max(100_000_000, { message: 'priceInvalid' });

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const parentSchema = z.object({
  role: z.enum(['sire', 'dam']),
  name: z.string().trim().min(1, { message: 'required' }).max(120, { message: 'tooLong' }),
  birthYear: z.coerce
    .number({ message: 'yearInvalid' })
    .int({ message: 'yearInvalid' })
    .min(1950, { message: 'yearTooEarly' })
    .optional(),
  titles: optionalText(300),
  healthTests: z
    .array(
      z.object({
        name: z.string().trim().min(1, { message: 'required' }).max(80, { message: 'tooLong' }),
        result: z.string().trim().min(1, { message: 'required' }).max(80, { message: 'tooLong' }),
      }),
    )
    .max(12, { message: 'tooMany' })
    .default([]),
});

/**
 * A dog ad's fields (docs/decisions.md, "What a listing is"), checked in the browser and again
 * on the server. `today` is passed in so the rules about dates are testable.
 */
export function listingSchema(today: string) {
  return z
    .object({
      kind: z.enum(['dog', 'litter']),
      title: z
        .string()
        .trim()
        .min(3, { message: 'required' })
        .max(MAX_TITLE_LENGTH, { message: 'titleTooLong' }),
      breedKey: z.string().refine((key) => findBreed(key) !== null, { message: 'breedUnknown' }),
      sex: z.enum(DOG_SEXES).optional(),
      birthDate: isoDate.optional().or(z.literal('')),
      expectedBirthDate: isoDate.optional().or(z.literal('')),
      expectedCount: z.coerce.number().int().min(1).max(24).optional(),
      colour: optionalText(80),
      price: money.optional(),
      priceMax: money.optional(),
      currency: z.enum(CURRENCIES, { message: 'currencyInvalid' }),
      countryCode: z.string().regex(/^[A-Z]{2}$/, { message: 'required' }),
      region: optionalText(80),
      city: optionalText(80),
      hasPedigree: z.coerce.boolean().default(false),
      pedigreeRegistry: optionalText(80),
      microchip: z
        .string()
        .trim()
        .regex(/^\d{15}$/, { message: 'microchipInvalid' })
        .refine((chip) => !/^\d{15}$/.test(chip) || microchipCodeKind(chip) !== null, {
          message: 'microchipCodeUnknown',
        })
        .optional()
        .or(z.literal('')),
      vaccinations: optionalText(500),
      deworming: optionalText(500),
      availableFrom: isoDate.optional().or(z.literal('')),
      depositType: z.enum(DEPOSIT_TYPES).default('none'),
      depositValue: z.coerce.number().min(0, { message: 'priceNegative' }).optional(),
      refundPolicy: localizedText(2000).default({}),
      description: localizedText(5000).default({}),
      videoUrl: z
        .url({ message: 'urlInvalid', protocol: /^https$/ })
        .max(300)
        .optional()
        .or(z.literal('')),
      parents: z.array(parentSchema).max(2).default([]),
    })
    .superRefine((input, issue) => {
      const add = (path: string, message: string) =>
        issue.addIssue({ code: 'custom', path: [path], message });
      if (input.kind === 'dog') {
        if (!input.birthDate) add('birthDate', 'required');
        else if (input.birthDate > today) add('birthDate', 'dateInFuture');
        if (!input.sex) add('sex', 'required');
      } else {
        if (!input.expectedBirthDate) add('expectedBirthDate', 'required');
        // A planned litter is announced ahead; one whose date passed is born or closed instead.
        else if (input.expectedBirthDate < today) add('expectedBirthDate', 'dateInPast');
      }
      if (
        input.kind === 'dog' &&
        input.birthDate &&
        input.availableFrom &&
        input.availableFrom < addDays(input.birthDate, MIN_HANDOVER_DAYS)
      ) {
        add('availableFrom', 'availableTooEarly');
      }
      if (
        input.price !== undefined &&
        input.priceMax !== undefined &&
        input.priceMax < input.price
      ) {
        add('priceMax', 'priceRangeInvalid');
      }
      if (input.depositType === 'percent' && (input.depositValue ?? 0) > 100) {
        add('depositValue', 'percentInvalid');
      }
      if (input.depositType !== 'none' && !input.depositValue) add('depositValue', 'required');
      if (input.hasPedigree && !input.pedigreeRegistry) add('pedigreeRegistry', 'required');
      const roles = input.parents.map((p) => p.role);
      if (new Set(roles).size !== roles.length) add('parents', 'parentTwice');
    });
}
export type ListingInput = z.input<ReturnType<typeof listingSchema>>;

/**
 * Field keys for the schema's issues, as the editor names its inputs: `title`, `dam.name`,
 * `sire.healthTests.0.result`; the first issue of a field wins. The browser and the server
 * both answer with these keys, so a refusal from either stands next to its field.
 */
export function listingFieldErrors(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  input: Pick<ListingInput, 'parents'>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [head, index, ...rest] = issue.path.map(String);
    let key = head ?? 'form';
    if (head === 'parents' && index !== undefined) {
      const role = input.parents?.[Number(index)]?.role;
      key = role ? [role, ...rest].join('.') : 'parents';
    }
    fields[key] ??= issue.message;
  }
  return fields;
}
export type ListingValues = z.output<ReturnType<typeof listingSchema>>;

/** Puppies are under 12 months on the day; older dogs are adults (computed, never typed). */
export function dogKindOn(birthDate: string, today: string): DogKind {
  const birth = new Date(`${birthDate}T00:00:00Z`);
  const firstBirthday = new Date(birth);
  firstBirthday.setUTCFullYear(birth.getUTCFullYear() + 1);
  return today < firstBirthday.toISOString().slice(0, 10) ? 'puppy' : 'adult';
}
