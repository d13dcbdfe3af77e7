import type { ListingKind } from './listing-states';

/** What a draft can lack, in the order a breeder is asked for it (`MyListings.missing.<item>`). */
export const PUBLISH_REQUIREMENTS = ['photo', 'price'] as const;
export type MissingItem = (typeof PUBLISH_REQUIREMENTS)[number];

/** The listing facts the rule reads. */
export interface PublishReadiness {
  kind: ListingKind;
  priceAmount: number | null;
  depositType: 'none' | 'amount' | 'percent';
  photoCount: number;
}

/**
 * What is still missing before a draft can be published: a dog ad needs a photo (the first is
 * its cover), and a price when its deposit is a percentage of it (otherwise "price on request"
 * is allowed); a planned litter is announced with what its form already requires. `publishListing` refuses while this is not
 * empty, and "My listings" shows the same list, so the two never disagree.
 */
export function missingBeforePublishing(listing: PublishReadiness): MissingItem[] {
  if (listing.kind === 'litter') return [];
  const missing: Record<MissingItem, boolean> = {
    photo: listing.photoCount === 0,
    price: listing.priceAmount === null && listing.depositType === 'percent',
  };
  return PUBLISH_REQUIREMENTS.filter((item) => missing[item]);
}

/** The refusal code (`Errors.<code>`) publishing answers with for a missing item. */
export const MISSING_ITEM_ERRORS: Record<MissingItem, string> = {
  photo: 'photoRequired',
  price: 'priceRequired',
};
