/** How a kennel sells (DSA art. 30): as a business, or as a private person. */
export const SELLER_STATUSES = ['trader', 'private'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** Where the best-effort trade-register check of a trader's number stands. */
export const REGISTER_CHECK_STATUSES = [
  'not_checked',
  'pending',
  'verified',
  'not_found',
  'unavailable',
] as const;
export type RegisterCheckStatus = (typeof REGISTER_CHECK_STATUSES)[number];
