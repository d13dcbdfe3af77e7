import { isUuid } from '../ids';
import { PUBLIC_STATUSES } from '../listings/listing-summary';

/** Listing ids are UUIDs; anything else cannot name a listing (and must not reach SQL as one). */

/** The listing id in the database's spelling (lower case), or null when it cannot be one. */
export const listingIdOf = (value: string): string | null =>
  isUuid(value) ? value.toLowerCase() : null;

/** What may be favourited: the listings visitors can see (active, reserved, planned). */
export const FAVOURABLE_STATUSES = PUBLIC_STATUSES;

/**
 * What a wish list shows: public listings, and sold dogs so a buyer sees what became of them.
 * Drafts, expired and deleted ads are hidden (their breeder took them off the site; they
 * come back if the ad does).
 */
export const WISH_LIST_STATUSES = [...PUBLIC_STATUSES, 'sold'] as const;
export type WishListStatus = (typeof WISH_LIST_STATUSES)[number];

export const WISH_LIST_PAGE_SIZE = 12;

/** At most this many ids in one "which of these are favourites" question (a page or two). */
export const MAX_LISTING_IDS = 100;
