import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, savedSearchHits } from '@/server/db/schema';
import { saveSearch } from '@/server/domain/alerts/save-search';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import type { SaveSearchInput } from '@/validation/saved-searches';
import { eq } from 'drizzle-orm';
import { createTestContext } from './test-context';

/** A saved search of `viewer`, through the use case (so its match columns are real). */
export function createTestSavedSearch(
  handle: DatabaseHandle,
  viewer: Viewer,
  input: Partial<SaveSearchInput> = {},
) {
  return saveSearch(createTestContext(handle, { viewer }), {
    name: 'Vizslas',
    frequency: 'instant',
    breedKey: 'hungarian-short-haired-pointer-vizsla',
    query: '',
    ...input,
  });
}

/** The queued e-mail jobs, oldest first. */
export async function queuedEmailJobs(handle: DatabaseHandle): Promise<EmailJob[]> {
  const rows = await handle.db.select().from(jobs).where(eq(jobs.type, 'email'));
  return rows.map((row) => row.payload as EmailJob);
}

/** Every digest entry, as `<search id>/<listing id>`, sorted. */
export async function digestEntries(handle: DatabaseHandle): Promise<string[]> {
  return (await handle.db.select().from(savedSearchHits))
    .map((row) => `${row.savedSearchId}/${row.listingId}`)
    .sort();
}
