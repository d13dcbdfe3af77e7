import { describe, expect, it } from 'vitest';
import {
  LISTING_EVENTS,
  LISTING_KINDS,
  nextListingStatus,
  transitionListing,
  type ListingEvent,
  type ListingKind,
} from './listing-states';

const EVENTS: readonly ListingEvent[] = LISTING_EVENTS;
const KINDS: readonly ListingKind[] = LISTING_KINDS;

describe('listing states (docs/decisions.md)', () => {
  it.each([
    ['puppy', 'draft', 'publish', 'active'],
    ['puppy', 'active', 'reserve', 'reserved'],
    ['puppy', 'reserved', 'release', 'active'],
    ['puppy', 'reserved', 'sell', 'sold'],
    ['puppy', 'active', 'delete', 'deleted'],
    ['puppy', 'draft', 'delete', 'deleted'],
    ['puppy', 'deleted', 'restore', 'draft'],
    ['adult', 'active', 'expire', 'expired'],
    ['adult', 'expired', 'renew', 'active'],
    ['adult', 'active', 'reserve', 'reserved'],
    ['adult', 'reserved', 'release', 'active'],
    ['adult', 'reserved', 'sell', 'sold'],
    ['litter', 'draft', 'publish', 'planned'],
    ['litter', 'planned', 'markBorn', 'born'],
    ['litter', 'born', 'close', 'closed'],
    ['litter', 'planned', 'close', 'closed'],
  ] as const)('%s: %s --%s--> %s', (kind, from, event, to) => {
    expect(nextListingStatus(kind, from, event)).toBe(to);
  });

  it.each([
    ['puppy', 'sold', 'publish'],
    ['puppy', 'reserved', 'delete'],
    ['adult', 'draft', 'reserve'],
    ['puppy', 'deleted', 'publish'],
    ['litter', 'planned', 'reserve'],
    ['litter', 'closed', 'markBorn'],
  ] as const)('refuses %s: %s --%s-->', (kind, from, event) => {
    expect(() => transitionListing(kind, from, event, 'breeder')).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
  });

  it('sold and closed are final', () => {
    for (const kind of KINDS) {
      for (const event of EVENTS) {
        expect(nextListingStatus(kind, 'sold', event)).toBeNull();
        expect(nextListingStatus(kind, 'closed', event)).toBeNull();
      }
    }
  });
});
