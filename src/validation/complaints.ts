import { z } from './zod';

/** What a buyer's problem is about (stored as text in `complaints.category`). */
export const COMPLAINT_CATEGORIES = [
  'health',
  'documents',
  'not_as_described',
  'breeder_conduct',
  'payment',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_DESCRIPTION_MIN = 30;
export const COMPLAINT_DESCRIPTION_MAX = 4000;
export const COMPLAINT_RESOLUTION_MAX = 4000;

/**
 * The problem form, shared by the browser and the server. Messages are `Errors.*` keys, except
 * `descriptionTooShort`, which the form finds under `ComplaintErrors`.
 */
export const complaintSchema = z.object({
  category: z.enum(COMPLAINT_CATEGORIES, { message: 'required' }),
  description: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .min(COMPLAINT_DESCRIPTION_MIN, { message: 'descriptionTooShort' })
    .max(COMPLAINT_DESCRIPTION_MAX, { message: 'tooLong' }),
});
export type ComplaintInput = z.input<typeof complaintSchema>;

/** An admin's answer when closing a complaint (required for resolved and rejected). */
export const complaintResolutionSchema = z
  .string()
  .trim()
  .max(COMPLAINT_RESOLUTION_MAX, { message: 'tooLong' });
