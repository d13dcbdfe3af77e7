import type { DatabaseHandle } from '@/server/db/client';
import { litterWaitlists, puppyBuyerProfiles } from '@/server/db/schema';
import { createTestPuppy } from './buyer-factories';
import { TEST_BUYER_PROFILE } from './puppy-match-factories';

/**
 * A new breeder's planned litter of `expectedCount` puppies; its waitlist open (with `places`,
 * or the expected count) unless `isOpen` is false.
 */
export async function createTestWaitlistLitter(
  handle: DatabaseHandle,
  options: { expectedCount?: number; places?: number | null; isOpen?: boolean } = {},
) {
  const litter = await createTestPuppy(handle, {
    kind: 'litter',
    status: 'planned',
    sex: null,
    birthDate: null,
    expectedBirthDate: '2027-01-20',
    expectedCount: options.expectedCount ?? 6,
  });
  if (options.isOpen !== false) {
    await handle.db.insert(litterWaitlists).values({
      listingId: litter.listing.id,
      isOpen: true,
      places: options.places ?? null,
    });
  }
  return litter;
}

/** The puppy-match buyer profile of `userId`, written once. */
export async function giveTestBuyerProfile(handle: DatabaseHandle, userId: string) {
  await handle.db
    .insert(puppyBuyerProfiles)
    .values({ userId, ...TEST_BUYER_PROFILE, language: 'en' })
    .onConflictDoNothing();
}
