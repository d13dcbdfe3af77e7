import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from './saved-search-terms';
import { z } from './zod';

export {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type AlertFrequency,
} from './saved-search-terms';
export const SAVED_SEARCH_QUERY_MAX = 2000;
/** More saved searches than this per account are refused (each costs a match per listing). */
export const SAVED_SEARCHES_PER_USER = 50;

/**
 * Saving a search: its name, how often to mail, and the search itself — the breed key of its
 * path (none for all breeds) and its query string as the list page shows it.
 * Messages are `Errors.*` keys.
 */
export const saveSearchSchema = z.object({
  name: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(SAVED_SEARCH_NAME_MAX, { message: 'tooLong' }),
  frequency: z.enum(ALERT_FREQUENCIES, { message: 'required' }),
  breedKey: z.string().trim().max(100).nullish(),
  query: z.string().max(SAVED_SEARCH_QUERY_MAX, { message: 'tooLong' }).default(''),
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;

/** Changing a saved search's name or frequency. */
export const updateSavedSearchSchema = z.object({
  id: z.string(),
  name: saveSearchSchema.shape.name.optional(),
  frequency: saveSearchSchema.shape.frequency.optional(),
});
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;
