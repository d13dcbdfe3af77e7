// The report form's fields without their schema: the ad page renders the form from these and
// loads the schema (and Zod) only when the visitor opens it (src/validation/reports.ts).

/** Why a visitor reports an ad; the database enum `listing_report_reason` has the same values. */
export const REPORT_REASONS = [
  'scam',
  'wrong_information',
  'animal_welfare',
  'prohibited',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_TEXT_MIN = 10;
export const REPORT_TEXT_MAX = 1000;
