import { DomainError } from '../errors';

export type ListingKind = 'puppy' | 'adult' | 'litter';
export type ListingStatus =
  'draft' | 'active' | 'reserved' | 'sold' | 'expired' | 'deleted' | 'planned' | 'born' | 'closed';

export type ListingEvent =
  | 'publish'
  | 'unpublish'
  | 'reserve'
  | 'release'
  | 'sell'
  | 'expire'
  | 'renew'
  | 'delete'
  | 'restore'
  | 'markBorn'
  | 'close';

interface Transition {
  event: ListingEvent;
  from: readonly ListingStatus[];
  to: ListingStatus;
  kinds: readonly ListingKind[];
  /** Who triggers it and when (decisions.md, "What a listing is"). */
  by: string;
}

const DOGS = ['puppy', 'adult'] as const;
const ALL = ['puppy', 'adult', 'litter'] as const;

/** Every allowed change of a listing's state; anything else is refused. */
export const LISTING_TRANSITIONS: readonly Transition[] = [
  {
    event: 'publish',
    from: ['draft'],
    to: 'active',
    kinds: DOGS,
    by: 'breeder, verified, when the ad is complete',
  },
  {
    event: 'unpublish',
    from: ['active'],
    to: 'draft',
    kinds: DOGS,
    by: 'breeder, to edit or pause the ad',
  },
  {
    event: 'reserve',
    from: ['active'],
    to: 'reserved',
    kinds: ['puppy'],
    by: 'system, when a buyer starts a deposit reservation',
  },
  {
    event: 'release',
    from: ['reserved'],
    to: 'active',
    kinds: ['puppy'],
    by: 'system, when the reservation is cancelled or expires unpaid',
  },
  {
    event: 'sell',
    from: ['reserved'],
    to: 'sold',
    kinds: ['puppy'],
    by: 'system, when the reservation completes (purchase)',
  },
  {
    event: 'sell',
    from: ['active'],
    to: 'sold',
    kinds: DOGS,
    by: 'breeder, when the dog was sold outside the site',
  },
  {
    event: 'expire',
    from: ['active'],
    to: 'expired',
    kinds: DOGS,
    by: 'job, 90 days after publishing unless renewed',
  },
  {
    event: 'renew',
    from: ['active', 'expired'],
    to: 'active',
    kinds: DOGS,
    by: 'breeder, for another 90 days',
  },
  {
    event: 'delete',
    from: ['draft', 'active', 'expired', 'planned'],
    to: 'deleted',
    kinds: ALL,
    by: 'breeder or ADMINV; restorable for 30 days',
  },
  {
    event: 'restore',
    from: ['deleted'],
    to: 'draft',
    kinds: DOGS,
    by: 'breeder, within 30 days of deleting',
  },
  {
    event: 'restore',
    from: ['deleted'],
    to: 'planned',
    kinds: ['litter'],
    by: 'breeder, within 30 days of deleting',
  },
  {
    event: 'publish',
    from: ['draft'],
    to: 'planned',
    kinds: ['litter'],
    by: 'breeder, verified, announcing the litter',
  },
  {
    event: 'markBorn',
    from: ['planned'],
    to: 'born',
    kinds: ['litter'],
    by: 'breeder; the puppies become puppy listings',
  },
  {
    event: 'close',
    from: ['born'],
    to: 'closed',
    kinds: ['litter'],
    by: 'breeder or system, when every puppy is listed',
  },
];

/** Days a deleted listing can still be restored. */
export const RESTORE_DAYS = 30;
/** Days an active listing stays up before it expires unless renewed. */
export const ACTIVE_DAYS = 90;

/** The state an event leads to, or null when the table does not allow it. */
export function nextListingStatus(
  kind: ListingKind,
  from: ListingStatus,
  event: ListingEvent,
): ListingStatus | null {
  const transition = LISTING_TRANSITIONS.find(
    (t) => t.event === event && t.kinds.includes(kind) && t.from.includes(from),
  );
  return transition?.to ?? null;
}

/** The next state, or a CONFLICT error naming the refused change. */
export function transitionListing(
  kind: ListingKind,
  from: ListingStatus,
  event: ListingEvent,
): ListingStatus {
  const to = nextListingStatus(kind, from, event);
  if (!to) {
    throw new DomainError('CONFLICT', `A ${from} ${kind} listing cannot ${event}`, {
      form: 'listingTransitionRefused',
    });
  }
  return to;
}
