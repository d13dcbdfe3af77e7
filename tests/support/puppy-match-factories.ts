import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { subscriptions } from '@/server/db/schema';
import { createPuppyRequest } from '@/server/domain/puppy-match/create-puppy-request';
import type { BuyerProfileInput, PuppyRequestInput } from '@/validation/puppy-match-forms';
import { createTestContext } from './test-context';

export const TEST_BUYER_PROFILE: BuyerProfileInput = {
  homeType: 'house',
  hasGarden: true,
  experience: 'some',
  hasChildren: true,
  hasOtherPets: false,
  workingHours: 'part_time',
  about: 'We walk by the Tisza every morning.',
};

/** A vizsla puppy wanted in Hungary for up to 1 500 EUR, anywhere in the country, any time. */
export const TEST_PUPPY_REQUEST: PuppyRequestInput = {
  breedKeys: ['hungarian-short-haired-pointer-vizsla'],
  age: 'puppy',
  budgetAmount: 150_000,
  currency: 'EUR',
  countryCode: 'HU',
  travelKm: 300,
  message: 'A calm family dog, please.',
};

/** A request of `viewer` through the use case (its profile written with it). */
export function createTestPuppyRequest(
  handle: DatabaseHandle,
  viewer: Viewer,
  request: Partial<PuppyRequestInput> = {},
  options: { now?: Date } = {},
) {
  return createPuppyRequest(createTestContext(handle, { viewer, now: options.now }), {
    request: { ...TEST_PUPPY_REQUEST, ...request },
    profile: TEST_BUYER_PROFILE,
  });
}

/** A running puppy-match subscription of a year around now. */
export async function grantTestPuppyMatch(
  handle: DatabaseHandle,
  userId: string,
  now = Date.now(),
) {
  await handle.db.insert(subscriptions).values({
    userId,
    service: 'puppy_match',
    startsAt: new Date(now - 86_400_000),
    endsAt: new Date(now + 365 * 86_400_000),
  });
}
