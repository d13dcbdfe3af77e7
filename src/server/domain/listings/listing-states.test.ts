import { describe, expect, it } from 'vitest';
import {
  LISTING_TRANSITIONS,
  nextListingStatus,
  transitionListing,
  type ListingEvent,
  type ListingKind,
  type ListingStatus,
} from './listing-states';

const STATUSES: ListingStatus[] = [
  'draft',
  'active',
  'reserved',
  'sold',
  'expired',
  'deleted',
  'planned',
  'born',
  'closed',
];
const EVENTS = [...new Set(LISTING_TRANSITIONS.map((t) => t.event))] as ListingEvent[];
const KINDS: ListingKind[] = ['puppy', 'adult', 'litter'];

describe('listing states (decisions.md)', () => {
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
    ['litter', 'draft', 'publish', 'planned'],
    ['litter', 'planned', 'markBorn', 'born'],
    ['litter', 'born', 'close', 'closed'],
  ] as const)('%s: %s --%s--> %s', (kind, from, event, to) => {
    expect(transitionListing(kind, from, event)).toBe(to);
  });

  it.each([
    ['puppy', 'sold', 'publish'],
    ['puppy', 'reserved', 'delete'],
    ['adult', 'active', 'reserve'],
    ['puppy', 'deleted', 'publish'],
    ['litter', 'planned', 'reserve'],
    ['litter', 'closed', 'markBorn'],
  ] as const)('refuses %s: %s --%s-->', (kind, from, event) => {
    expect(() => transitionListing(kind, from, event)).toThrow(
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

  it('is deterministic: one target per kind, state and event', () => {
    for (const kind of KINDS) {
      for (const from of STATUSES) {
        for (const event of EVENTS) {
          const targets = LISTING_TRANSITIONS.filter(
            (t) => t.event === event && t.kinds.includes(kind) && t.from.includes(from),
          );
          expect(targets.length, `${kind} ${from} ${event}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('names who triggers every transition', () => {
    for (const transition of LISTING_TRANSITIONS) expect(transition.by.length).toBeGreaterThan(5);
  });
});
