import { listingKind, listingStatus } from '../../db/schema';
import { defineStateMachine, type Actor, type Transition } from '../state-machine';
import { DOG_KINDS } from '@/validation/listing-enums';

export const LISTING_KINDS = listingKind.enumValues;
export type ListingKind = (typeof LISTING_KINDS)[number];
export const LISTING_STATUSES = listingStatus.enumValues;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_EVENTS = [
  'publish',
  'unpublish',
  'reserve',
  'release',
  'sell',
  'expire',
  'renew',
  'delete',
  'restore',
  'markBorn',
  'close',
  'hide',
  'unhide',
] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];

/** A listing's transitions also name the kinds of listing they apply to. */
export type ListingTransition = Transition<ListingStatus, ListingEvent> & {
  kinds: readonly ListingKind[];
};

const DOGS: readonly ListingKind[] = DOG_KINDS;

/**
 * Every allowed change of a listing's state, per kind of listing (docs/decisions.md, "What a
 * listing is"); anything else is refused.
 */
export const LISTING_MACHINE = defineStateMachine<ListingStatus, ListingEvent, ListingTransition>({
  name: 'listing',
  states: LISTING_STATUSES,
  initial: ['draft'],
  transitions: [
    {
      event: 'publish',
      from: ['draft'],
      to: 'active',
      kinds: DOGS,
      actors: ['breeder'],
      when: 'breeder, verified, when the ad is complete',
    },
    {
      event: 'unpublish',
      from: ['active'],
      to: 'draft',
      kinds: DOGS,
      actors: ['breeder'],
      when: 'breeder, to edit or pause the ad',
    },
    {
      event: 'reserve',
      from: ['active'],
      to: 'reserved',
      kinds: DOGS,
      actors: ['buyer'],
      when: 'system, when a buyer starts a deposit reservation',
    },
    {
      event: 'release',
      from: ['reserved'],
      to: 'active',
      kinds: DOGS,
      actors: ['buyer', 'breeder', 'system', 'provider'],
      when: 'system, when the reservation is cancelled or expires unpaid',
    },
    {
      event: 'sell',
      from: ['reserved'],
      to: 'sold',
      kinds: DOGS,
      actors: ['buyer'],
      when: 'system, when the reservation completes (purchase)',
    },
    {
      event: 'sell',
      from: ['active'],
      to: 'sold',
      kinds: DOGS,
      actors: ['breeder'],
      when: 'breeder, when the dog was sold outside the site',
    },
    {
      event: 'expire',
      from: ['active'],
      to: 'expired',
      kinds: DOGS,
      actors: ['system'],
      when: 'job, 90 days after publishing unless renewed',
    },
    {
      event: 'renew',
      from: ['active', 'expired'],
      to: 'active',
      kinds: DOGS,
      actors: ['breeder'],
      when: 'breeder, for another 90 days',
    },
    {
      event: 'delete',
      from: ['draft', 'active', 'expired'],
      to: 'deleted',
      kinds: DOGS,
      actors: ['breeder', 'admin'],
      when: 'breeder or ADMINV; restorable for 30 days',
    },
    {
      event: 'delete',
      from: ['draft', 'planned'],
      to: 'deleted',
      kinds: ['litter'],
      actors: ['breeder', 'admin'],
      when: 'breeder or ADMINV; restorable for 30 days',
    },
    {
      event: 'restore',
      from: ['deleted'],
      to: 'draft',
      kinds: DOGS,
      actors: ['breeder'],
      when: 'breeder, within 30 days of deleting',
    },
    {
      event: 'restore',
      from: ['deleted'],
      to: 'planned',
      kinds: ['litter'],
      actors: ['breeder'],
      when: 'breeder, within 30 days of deleting',
    },
    {
      event: 'publish',
      from: ['draft'],
      to: 'planned',
      kinds: ['litter'],
      actors: ['breeder'],
      when: 'breeder, verified, announcing the litter',
    },
    {
      event: 'markBorn',
      from: ['planned'],
      to: 'born',
      kinds: ['litter'],
      actors: ['breeder'],
      when: 'breeder; the puppies become puppy listings',
    },
    {
      event: 'close',
      from: ['planned'],
      to: 'closed',
      kinds: ['litter'],
      actors: ['breeder', 'system'],
      when: 'breeder, when the litter will not be born; system, when its date passed unanswered',
    },
    {
      event: 'close',
      from: ['born'],
      to: 'closed',
      kinds: ['litter'],
      actors: ['breeder', 'system'],
      when: 'breeder or system, when every puppy is listed',
    },
    {
      event: 'hide',
      from: ['active'],
      to: 'hidden',
      kinds: DOGS,
      actors: ['admin'],
      when: 'ADMIN or ADMINV, with a reason the breeder receives (a reserved dog: cancel first)',
    },
    {
      event: 'hide',
      from: ['planned'],
      to: 'hidden',
      kinds: ['litter'],
      actors: ['admin'],
      when: 'ADMIN or ADMINV, with a reason the breeder receives',
    },
    {
      event: 'unhide',
      from: ['hidden'],
      to: 'active',
      kinds: DOGS,
      actors: ['admin'],
      when: 'ADMIN or ADMINV; back in search until its own expiry date',
    },
    {
      event: 'unhide',
      from: ['hidden'],
      to: 'planned',
      kinds: ['litter'],
      actors: ['admin'],
      when: 'ADMIN or ADMINV; back among the upcoming litters',
    },
  ],
});

const ofKind = (kind: ListingKind) => (t: ListingTransition) => t.kinds.includes(kind);

/** The state an event leads to for this kind of listing, or null when the table does not allow it. */
export function nextListingStatus(
  kind: ListingKind,
  from: ListingStatus,
  event: ListingEvent,
): ListingStatus | null {
  return LISTING_MACHINE.find(from, event, ofKind(kind))?.to ?? null;
}

/** The next state, or a CONFLICT error naming the refused change. */
export function transitionListing(
  kind: ListingKind,
  from: ListingStatus,
  event: ListingEvent,
  actor: Actor,
): ListingStatus {
  return LISTING_MACHINE.transition(from, event, actor, ofKind(kind));
}
