import { z } from './zod';
import { emailSchema } from './email';

/** Why a visitor reports an ad; the database enum `listing_report_reason` has the same values. */
export const REPORT_REASONS = [
  'scam',
  'wrong_information',
  'animal_welfare',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_TEXT_MIN = 10;
export const REPORT_TEXT_MAX = 1000;

/**
 * The "report this ad" form, shared by the browser and the server. Messages are `Errors.*`
 * keys, except `reportTextTooShort`, which the form finds under `Ad.reportErrors`.
 */
export const listingReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: 'required' }),
  text: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .min(REPORT_TEXT_MIN, { message: 'reportTextTooShort' })
    .max(REPORT_TEXT_MAX, { message: 'tooLong' }),
  /** Only asked of signed-out visitors, and optional: a reply address for the moderators. */
  email: z
    .union([z.literal('').transform(() => undefined), emailSchema])
    .optional()
    .nullable()
    .transform((email) => email ?? undefined),
});
export type ListingReportInput = z.input<typeof listingReportSchema>;
