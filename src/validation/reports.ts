import { z } from './zod';
import { emailSchema } from './email';

import { REPORT_REASONS, REPORT_TEXT_MAX, REPORT_TEXT_MIN } from './report-fields';

export {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  REPORT_TEXT_MIN,
  type ReportReason,
} from './report-fields';

/**
 * The report form (an ad, a kennel, a review), shared by the browser and the server. Messages are `Errors.*`
 * keys, except `reportTextTooShort`, which the form finds under `ReportForm.errors`.
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
