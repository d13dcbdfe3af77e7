// Runs on PGlite too: the digest entries have no foreign keys on either engine.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestSavedSearch, digestEntries } from '../../../../tests/support/alert-factories';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { listings, savedSearchHits, users } from '../../db/schema';
import { PERIODIC_TASKS } from '../../jobs/handlers';
import { deleteSavedSearch } from './delete-saved-search';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const hits = () => digestEntries(handle);

it('drops the digest entries of a deleted search at once, and those left by an erased account or a deleted listing once a day', async () => {
  const [kept, deleted, erased] = await Promise.all([1, 2, 3].map(() => createTestViewer(handle)));
  const searches = await Promise.all(
    [kept!, deleted!, erased!].map((viewer) =>
      createTestSavedSearch(handle, viewer, { frequency: 'daily' }),
    ),
  );
  const { listing: staying } = await createTestPuppy(handle);
  const { listing: leaving } = await createTestPuppy(handle);
  for (const search of searches) {
    for (const listing of [staying, leaving]) {
      await handle.db
        .insert(savedSearchHits)
        .values({ savedSearchId: search.id, listingId: listing.id });
    }
  }
  expect(await hits()).toHaveLength(6);

  await deleteSavedSearch(createTestContext(handle, { viewer: deleted! }), {
    id: searches[1]!.id,
  });
  expect((await hits()).filter((hit) => hit.startsWith(searches[1]!.id))).toEqual([]);
  expect(await hits()).toHaveLength(4);

  // The account's erasure takes its searches with it (their own key); the entries stay behind.
  await handle.db.delete(users).where(eq(users.id, erased!.id));
  await handle.db.delete(listings).where(eq(listings.id, leaving.id));
  expect(await hits()).toHaveLength(4);

  const purge = PERIODIC_TASKS.find((task) => task.name === 'purgeSavedSearchHits')!;
  expect(purge.intervalMs).toBeLessThanOrEqual(24 * 3600_000);
  await purge.run(createTestContext(handle));
  expect(await hits()).toEqual([`${searches[0]!.id}/${staying.id}`]);
  // Nothing else to do the next time.
  await purge.run(createTestContext(handle));
  expect(await hits()).toHaveLength(1);
  expect(
    (await handle.db.execute(sql`SELECT count(*)::int AS n FROM saved_search_hits`)).rows,
  ).toEqual([{ n: 1 }]);
});
