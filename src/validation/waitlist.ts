import { z } from './zod';

/** The states of a waitlist application, spelled once (schema, machine, pages). */
export const WAITLIST_APPLICATION_STATES = [
  'applied',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type WaitlistApplicationState = (typeof WAITLIST_APPLICATION_STATES)[number];

/**
 * A waitlisted buyer's turn once the litter is born: waiting for it, choosing now (a window of
 * WAITLIST_PICK_HOURS), picked a puppy, or passed (by choice, at the window's end, or none left).
 */
export const WAITLIST_PICK_STATES = ['waiting', 'choosing', 'picked', 'passed'] as const;
export type WaitlistPickState = (typeof WAITLIST_PICK_STATES)[number];

/** Longest message of an application and reason of a refusal. */
export const MAX_WAITLIST_MESSAGE = 1000;
export const MAX_DECLINE_REASON = 500;
/** Most places a breeder may offer on one litter's waitlist. */
export const MAX_WAITLIST_PLACES = 30;

export const waitlistApplicationSchema = z.object({
  listingId: z.string().min(1),
  message: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(MAX_WAITLIST_MESSAGE, { message: 'tooLong' }),
});
export type WaitlistApplicationInput = z.input<typeof waitlistApplicationSchema>;

export const waitlistSettingsSchema = z.object({
  listingId: z.string().min(1),
  isOpen: z.boolean(),
  /** Empty means the litter's expected puppy count. */
  isDepositRequired: z.boolean().default(false),
  places: z
    .number({ message: 'waitlistPlacesInvalid' })
    .int({ message: 'waitlistPlacesInvalid' })
    .min(1, { message: 'waitlistPlacesInvalid' })
    .max(MAX_WAITLIST_PLACES, { message: 'waitlistPlacesInvalid' })
    .nullable(),
});
export type WaitlistSettingsInput = z.input<typeof waitlistSettingsSchema>;

export const declineReasonSchema = z
  .string()
  .trim()
  .max(MAX_DECLINE_REASON, { message: 'tooLong' })
  .transform((value) => value || null);
