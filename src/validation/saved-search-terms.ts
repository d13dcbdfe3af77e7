// A saved search's terms without zod: the puppy list's "Save this search" form runs in the
// browser, and zod's core would be most of that page's own JavaScript (validated on the server
// by saved-searches.ts).

/** How often a saved search tells its owner of new matches. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCH_NAME_MAX = 80;
