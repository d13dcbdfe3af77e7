import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmailJobs } from '../../../../tests/support/alert-factories';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import {
  createTestPuppyRequest,
  grantTestPuppyMatch,
} from '../../../../tests/support/puppy-match-factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, listings, notifications, puppyRequests } from '../../db/schema';
import type { PuppyMatchEmailsJob } from '../jobs/enqueue-job';
import { matchPublishedListing } from '../alerts/match-published-listing';
import { notifyPuppyRequests, queuePuppyMatchEmails } from './notify-puppy-requests';

const NOW = new Date('2026-11-26T12:00:00Z');
let handle: DatabaseHandle;
const system = () => createTestContext(handle, { now: NOW });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function world() {
  await handle.db.delete(puppyRequests);
  await handle.db.delete(jobs);
  const buyer = await createTestViewer(handle);
  await createTestPuppyRequest(handle, buyer);
  const puppy = await createTestPuppy(handle, { priceEurCents: 100_000 });
  return { buyer, ...puppy };
}

const noticesOf = (userId: string) =>
  handle.db.select().from(notifications).where(eq(notifications.userId, userId));

/** Runs the handed-on `puppyMatchEmails` jobs as the runner would; answers the e-mails queued. */
async function runHandedOnEmails() {
  const handedOn = await handle.db.select().from(jobs).where(eq(jobs.type, 'puppyMatchEmails'));
  let queued = 0;
  for (const job of handedOn) {
    queued += await queuePuppyMatchEmails(system(), job.payload as PuppyMatchEmailsJob);
  }
  return queued;
}

describe('the priority window of a published dog', () => {
  it('tells the matching requests at once when its breeder subscribes to puppy-match', async () => {
    const { buyer, breeder, listing } = await world();
    await grantTestPuppyMatch(handle, breeder.id, NOW.getTime());
    expect(await matchPublishedListing(system(), { listingId: listing.id })).toMatchObject({
      requests: 'now',
      told: 1,
    });
    expect(await noticesOf(buyer.id)).toMatchObject([
      { kind: 'puppyMatchListing', listingId: listing.id },
    ]);
    // Matched again (the runner delivers at least once): nobody is told twice, no second job.
    expect(await matchPublishedListing(system(), { listingId: listing.id })).toMatchObject({
      requests: 'now',
      told: 0,
    });
    expect(await noticesOf(buyer.id)).toHaveLength(1);
    expect(await handle.db.select().from(jobs).where(eq(jobs.type, 'puppyMatchListing'))).toEqual(
      [],
    );
    // The e-mail is handed to its own job, which names the buyers told.
    expect(await queuedEmailJobs(handle)).toEqual([]);
    const [handedOn] = await handle.db.select().from(jobs).where(eq(jobs.type, 'puppyMatchEmails'));
    expect(handedOn!.payload).toEqual({ listingId: listing.id, userIds: [buyer.id] });
    expect(await runHandedOnEmails()).toBe(1);
    expect(await queuedEmailJobs(handle)).toMatchObject([
      { kind: 'puppyMatchListing', locale: 'en' },
    ]);
    // Run twice (the runner delivers at least once): no second e-mail.
    expect(await runHandedOnEmails()).toBe(0);
    expect(await queuedEmailJobs(handle)).toHaveLength(1);
  });

  it('writes no e-mail when the dog left the site before the handed-on job ran', async () => {
    const { buyer, breeder, listing } = await world();
    await grantTestPuppyMatch(handle, breeder.id, NOW.getTime());
    await matchPublishedListing(system(), { listingId: listing.id });
    expect(await noticesOf(buyer.id)).toHaveLength(1);
    await handle.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, listing.id));
    expect(await runHandedOnEmails()).toBe(0);
    expect(await queuedEmailJobs(handle)).toEqual([]);
  });

  it('waits 24 hours for anyone else’s dog, then tells once however often the job runs', async () => {
    const { buyer, listing } = await world();
    expect(await matchPublishedListing(system(), { listingId: listing.id })).toMatchObject({
      requests: 'later',
      told: 0,
    });
    expect(await noticesOf(buyer.id)).toEqual([]);
    const [delayed] = await handle.db.select().from(jobs).where(eq(jobs.type, 'puppyMatchListing'));
    expect(delayed!.runAt.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(delayed!.payload).toEqual({ listingId: listing.id });
    expect(await notifyPuppyRequests(system(), { listingId: listing.id })).toEqual({ told: 1 });
    expect(await notifyPuppyRequests(system(), { listingId: listing.id })).toEqual({ told: 0 });
    expect(await noticesOf(buyer.id)).toHaveLength(1);
    expect(await runHandedOnEmails()).toBe(1);
    expect(await queuedEmailJobs(handle)).toHaveLength(1);
  });

  it('tells nobody of a dog that left the site meanwhile', async () => {
    const { buyer, listing } = await world();
    await matchPublishedListing(system(), { listingId: listing.id });
    await handle.db.delete(notifications);
    const { listing: sold } = await createTestPuppy(handle, { status: 'sold' });
    expect(await notifyPuppyRequests(system(), { listingId: sold.id })).toEqual({ told: 0 });
    expect(await noticesOf(buyer.id)).toEqual([]);
  });
});
