import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestBreeder, testPuppyInput } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { listings } from '../../db/schema';
import { PERIODIC_TASKS } from '../../jobs/handlers';
import { runDueJobs } from '../../jobs/job-runner';
import { enqueueDueSchedules, scheduleHandlers } from '../../jobs/job-schedules';
import { expireListings } from './expire-listings';
import { ACTIVE_DAYS } from '@/validation/time-limits';
import { type ListingStatus } from './listing-states';
import { createListing } from './save-listing';

const DAY = 86_400_000;
const NOW = new Date('2026-11-20T10:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
// Counts are exact only when each test starts from no listings.
beforeEach(async () => {
  await handle.db.delete(listings);
});

const clock = (now: Date) => createTestContext(handle, { now });

/** A dog ad in `status` whose 90 days end at `expiresAt`. */
async function ad(status: ListingStatus, expiresAt: Date | null, kind?: 'litter') {
  const { viewer } = await createTestBreeder(handle);
  const listing = await createListing(
    createTestContext(handle, { viewer, now: NOW }),
    testPuppyInput(kind ? { kind, expectedBirthDate: '2027-01-10' } : {}),
  );
  await handle.db
    .update(listings)
    .set({ status, expiresAt, publishedAt: expiresAt && new Date(expiresAt.getTime() - 90 * DAY) })
    .where(eq(listings.id, listing.id));
  return listing.id;
}

const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (await handle.db.select().from(listings).where(inArray(listings.id, ids))).map((row) => [
      row.id,
      row.status,
    ]),
  );

describe('expireListings', () => {
  it('expires active ads past their end and leaves everything else alone', async () => {
    const due = await ad('active', at(-1));
    const justDue = await ad('active', at(0));
    const notYet = await ad('active', at(1));
    const draft = await ad('draft', at(-10));
    const reserved = await ad('reserved', at(-10));
    const planned = await ad('planned', null, 'litter');
    const deleted = await ad('deleted', at(-10));
    const later = at(0.001);

    const before = await handle.db.select().from(listings).where(eq(listings.id, notYet));
    expect(await expireListings(clock(later))).toBe(2);

    expect(await statuses([due, justDue, notYet, draft, reserved, planned, deleted])).toEqual({
      [due]: 'expired',
      [justDue]: 'expired',
      [notYet]: 'active',
      [draft]: 'draft',
      [reserved]: 'reserved',
      [planned]: 'planned',
      [deleted]: 'deleted',
    });
    const [expired] = await handle.db.select().from(listings).where(eq(listings.id, due));
    expect(expired!.updatedAt).toEqual(later);
    expect(await handle.db.select().from(listings).where(eq(listings.id, notYet))).toEqual(before);
  });

  it('is idempotent: a second run, or two at once, changes nothing more', async () => {
    const ids = [await ad('active', at(-2)), await ad('active', at(-3))];
    const now = at(1);
    const counts = await Promise.all([expireListings(clock(now)), expireListings(clock(now))]);
    expect(counts[0]! + counts[1]!).toBe(2);
    const after = await handle.db.select().from(listings).where(inArray(listings.id, ids));
    expect(await expireListings(clock(at(2)))).toBe(0);
    expect(await handle.db.select().from(listings).where(inArray(listings.id, ids))).toEqual(after);
  });

  it(`keeps a renewed ad until its new end (${ACTIVE_DAYS} days after renewal)`, async () => {
    const renewed = await ad('active', at(ACTIVE_DAYS));
    expect(await expireListings(clock(at(ACTIVE_DAYS - 1)))).toBe(0);
    expect(await statuses([renewed])).toEqual({ [renewed]: 'active' });
    await expireListings(clock(at(ACTIVE_DAYS + 1)));
    expect(await statuses([renewed])).toEqual({ [renewed]: 'expired' });
  });
});

describe('the periodic expiry run', () => {
  it('is scheduled every 10 minutes and expires due ads when its job runs', async () => {
    const task = PERIODIC_TASKS.find((t) => t.name === 'expireListings');
    expect(task?.intervalMs).toBe(10 * 60_000);
    // The task uses the real clock: an ad that ended yesterday is due.
    const due = await ad('active', new Date(Date.now() - DAY));
    expect(await enqueueDueSchedules(handle.db, [task!])).toBe(1);
    await runDueJobs(
      handle.db,
      scheduleHandlers([task!], () => createTestContext(handle)),
    );
    expect(await statuses([due])).toEqual({ [due]: 'expired' });
  });
});
