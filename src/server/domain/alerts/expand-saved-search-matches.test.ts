import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestSavedSearch, digestEntries } from '../../../../tests/support/alert-factories';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { listings, savedSearchHits, savedSearchMatches, savedSearches } from '../../db/schema';
import { expandSavedSearchMatches } from './expand-saved-search-matches';
import { sendSavedSearchDigests } from './send-saved-search-digests';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const hits = () => digestEntries(handle);

it('expands each listing’s row into one entry per search still there, for listings still there, and leaves no row behind', async () => {
  const viewers = await Promise.all([1, 2, 3].map(() => createTestViewer(handle)));
  const [kept, other, deleted] = await Promise.all(
    viewers.map((viewer) => createTestSavedSearch(handle, viewer, { frequency: 'daily' })),
  );
  const { listing: staying } = await createTestPuppy(handle);
  const { listing: leaving } = await createTestPuppy(handle);
  const ids = [kept!.id, other!.id, deleted!.id];
  await handle.db.insert(savedSearchMatches).values([
    // A repeat (the listing matched twice before a sweep) gives one entry.
    { listingId: staying.id, savedSearchIds: [...ids, kept!.id] },
    { listingId: leaving.id, savedSearchIds: ids },
  ]);
  await handle.db.delete(savedSearches).where(eq(savedSearches.id, deleted!.id));
  await handle.db.delete(listings).where(eq(listings.id, leaving.id));

  expect(await expandSavedSearchMatches(handle.db)).toBe(2);
  expect(await hits()).toEqual([`${kept!.id}/${staying.id}`, `${other!.id}/${staying.id}`].sort());
  expect(await handle.db.select().from(savedSearchMatches)).toEqual([]);
  // Nothing left to expand.
  expect(await expandSavedSearchMatches(handle.db)).toBe(0);
});

it('goes on batch after batch until every row is expanded', async () => {
  const viewer = await createTestViewer(handle);
  const search = await createTestSavedSearch(handle, viewer, { frequency: 'weekly' });
  const { listing } = await createTestPuppy(handle);
  // 450 rows (more than two batches): one real listing, the rest of listings deleted since.
  await handle.db.insert(savedSearchMatches).values([
    { listingId: listing.id, savedSearchIds: [search.id] },
    ...Array.from({ length: 449 }, () => ({
      listingId: randomUUID(),
      savedSearchIds: [search.id],
    })),
  ]);
  expect(await expandSavedSearchMatches(handle.db)).toBe(1);
  expect(await handle.db.select().from(savedSearchMatches)).toEqual([]);
  expect(
    await handle.db
      .select({ listingId: savedSearchHits.listingId })
      .from(savedSearchHits)
      .where(eq(savedSearchHits.savedSearchId, search.id)),
  ).toEqual([{ listingId: listing.id }]);
});

it('is the digest sweep’s first step', async () => {
  const viewer = await createTestViewer(handle);
  const search = await createTestSavedSearch(handle, viewer, { frequency: 'daily' });
  const { listing } = await createTestPuppy(handle);
  await handle.db
    .insert(savedSearchMatches)
    .values({ listingId: listing.id, savedSearchIds: [search.id] });
  // An hour before the search is due: the sweep sends nothing yet, but keeps the entry.
  const ctx = createTestContext(handle, { now: new Date(Date.now() + 3600_000) });
  expect(await sendSavedSearchDigests(ctx, { deliver: async () => {} })).toEqual({ sent: 0 });
  expect(await hits()).toContain(`${search.id}/${listing.id}`);
  expect(await handle.db.select().from(savedSearchMatches)).toEqual([]);
});
