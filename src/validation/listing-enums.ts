/**
 * A listing's enums, spelled once: the database enums (`listing_kind`, `dog_sex`,
 * `deposit_type`), the forms' schemas, the search filter, the dog-type path segment and the
 * GraphQL enums all read these lists.
 */
export const LISTING_KINDS = ['puppy', 'adult', 'litter'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The kinds that are one dog with a birth date (a litter is puppies yet to be born). */
export const DOG_KINDS = ['puppy', 'adult'] as const satisfies readonly ListingKind[];
export type DogKind = (typeof DOG_KINDS)[number];

export const DOG_SEXES = ['male', 'female'] as const;
export type DogSex = (typeof DOG_SEXES)[number];

/** How a breeder asks for a deposit: none, a fixed amount, or a percentage of the price. */
export const DEPOSIT_TYPES = ['none', 'amount', 'percent'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];
