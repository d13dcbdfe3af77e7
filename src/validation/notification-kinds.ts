/** What happened to a dog the user favourited (or to its kennel), or a puppy-match event. */
export const NOTIFICATION_KINDS = [
  'priceDrop',
  'reserved',
  'sold',
  'newLitter',
  // Puppy-match: an offer to the buyer's request, its acceptance (to the breeder), a new match.
  'puppyMatchOffer',
  'puppyMatchAccepted',
  'puppyMatchListing',
  // Waitlists: an application (to the breeder), its acceptance or refusal (to the buyer).
  'waitlistApplied',
  'waitlistAccepted',
  'waitlistDeclined',
  // The picks after the birth: the buyer's turn to choose (to the buyer), a choice (to the breeder).
  'waitlistPickOpen',
  'waitlistPicked',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
