/** The enums of puppy-match requests and buyer profiles, spelled once (schema, forms, GraphQL). */
export const PUPPY_REQUEST_STATUSES = ['open', 'paused', 'closed'] as const;
export type PuppyRequestStatus = (typeof PUPPY_REQUEST_STATUSES)[number];
export const PUPPY_REQUEST_CLOSE_REASONS = ['expired', 'bought', 'by_buyer'] as const;
export type PuppyRequestCloseReason = (typeof PUPPY_REQUEST_CLOSE_REASONS)[number];
export const PUPPY_OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type PuppyOfferStatus = (typeof PUPPY_OFFER_STATUSES)[number];

/** Puppy (a puppy or a planned litter), adult, or either. */
export const WANTED_AGES = ['puppy', 'adult', 'any'] as const;
export type WantedAge = (typeof WANTED_AGES)[number];
export const DOG_SIZES = ['small', 'medium', 'large'] as const;
export const DOG_ENERGIES = ['calm', 'moderate', 'active'] as const;
export const DOG_COATS = ['short', 'long', 'low_shedding'] as const;

export const HOME_TYPES = ['flat', 'house', 'farm'] as const;
export const DOG_EXPERIENCES = ['none', 'some', 'experienced'] as const;
export const WORKING_HOURS = ['at_home', 'part_time', 'full_time'] as const;

/** At most this many breeds in one request. */
export const MAX_REQUEST_BREEDS = 5;
/** Farthest a buyer may say they travel; past the region's reach, the whole country matches. */
export const MAX_TRAVEL_KM = 2000;
/** Up to this distance, a buyer who names a region is matched with dogs of that region only. */
export const REGION_TRAVEL_KM = 100;
/** Longest free text of a request, a profile and an offer. */
export const MAX_REQUEST_TEXT = 1000;
export const MAX_OFFER_MESSAGE = 600;
