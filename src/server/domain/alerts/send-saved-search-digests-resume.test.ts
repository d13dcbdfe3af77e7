// Runs on PGlite too: a digest sweep cut off and run again must not repeat a mail on either engine.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queuedEmailJobs } from '../../../../tests/support/alert-factories';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, savedSearches, users } from '../../db/schema';
import type { EmailJob } from '../jobs/enqueue-job';
import { sendSavedSearchDigests } from './send-saved-search-digests';

const SAVED = new Date('2026-11-20T08:00:00Z');
const DAY_LATER = new Date(SAVED.getTime() + 24 * 3600_000);
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(savedSearches);
  await handle.db.delete(jobs);
  await handle.db.delete(users).where(sql`${users.id} like 'digest-buyer-%'`);
});

/** `count` buyers, each with a daily search saved a day ago that kept one public puppy. */
async function dueSearches(count: number) {
  const { listing } = await createTestPuppy(handle);
  await handle.db.execute(sql`
    INSERT INTO users (id, name, email, locale)
    SELECT 'digest-buyer-' || g, 'Buyer ' || g, 'digest-buyer-' || g || '@example.test', 'en'
    FROM generate_series(1, ${count}) g`);
  await handle.db.execute(sql`
    WITH s AS (
      INSERT INTO saved_searches (user_id, name, frequency, query, currency, match_breed,
        match_country, kinds, created_at, last_sent_at)
      SELECT 'digest-buyer-' || g, 'Search ' || g, 'daily', '', 'EUR', '', '',
        ARRAY['puppy']::listing_kind[], ${SAVED.toISOString()}::timestamptz,
        ${SAVED.toISOString()}::timestamptz
      FROM generate_series(1, ${count}) g
      RETURNING id)
    INSERT INTO saved_search_hits (saved_search_id, listing_id) SELECT id, ${listing.id} FROM s`);
}

const recipients = (emails: EmailJob[]) => emails.map((email) => email.to).sort();
const ctx = () => createTestContext(handle, { now: DAY_LATER });

describe('sendSavedSearchDigests at scale and after a crash', () => {
  it('sends every due digest in one sweep, more than one batch of them', async () => {
    await dueSearches(520);
    const sent: EmailJob[] = [];
    const counts: number[] = [];
    const result = await sendSavedSearchDigests(ctx(), {
      deliver: async (email) => {
        sent.push(email);
      },
      onSent: (count) => counts.push(count),
    });
    expect(result).toEqual({ sent: 520 });
    expect(new Set(recipients(sent)).size).toBe(520);
    expect(counts.at(-1)).toBe(520);
  });

  it('never sends a digest twice when a sweep dies mid-way and another one finishes it', async () => {
    await dueSearches(6);
    const first: EmailJob[] = [];
    // The first sweep's process dies while handing its third e-mail to SMTP: that call never
    // returns, and the sweep is abandoned like a killed process.
    void sendSavedSearchDigests(ctx(), {
      deliver: (email) => {
        first.push(email);
        return first.length < 3 ? Promise.resolve() : new Promise<void>(() => undefined);
      },
    });
    await expect.poll(() => first.length).toBe(3);
    const second: EmailJob[] = [];
    expect(
      await sendSavedSearchDigests(ctx(), {
        deliver: async (email) => {
          second.push(email);
        },
      }),
    ).toEqual({ sent: 3 });
    const all = recipients([...first, ...second]);
    expect(all).toHaveLength(6);
    expect(new Set(all).size).toBe(6);
    // A third sweep finds nothing left to send.
    expect(await sendSavedSearchDigests(ctx(), { deliver: () => Promise.resolve() })).toEqual({
      sent: 0,
    });
  });

  it('queues a digest whose sending failed as an e-mail job, once, for the runner to retry', async () => {
    await dueSearches(2);
    const result = await sendSavedSearchDigests(ctx(), {
      deliver: () => Promise.reject(new Error('421 try again later')),
    });
    expect(result).toEqual({ sent: 2 });
    const queued = await queuedEmailJobs(handle);
    expect(recipients(queued)).toEqual([
      'digest-buyer-1@example.test',
      'digest-buyer-2@example.test',
    ]);
    expect(await sendSavedSearchDigests(ctx(), { deliver: () => Promise.resolve() })).toEqual({
      sent: 0,
    });
    const rows = await handle.db.select().from(jobs).where(eq(jobs.type, 'email'));
    expect(rows.every((row) => row.uniqueKey?.startsWith('savedSearchDigest:'))).toBe(true);
  });
});
