import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverEmail } from '@/server/jobs/deliver-email';
import type { OutgoingMail } from '@/server/integrations/mail/mailer';
import { createTestSavedSearch, queuedEmailJobs } from '../../../../tests/support/alert-factories';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import {
  attachTestPhoto,
  createTestViewer,
  uniqueTestMicrochip,
} from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import {
  jobs,
  listings,
  savedSearchHits,
  savedSearchMatches,
  savedSearches,
  users,
} from '../../db/schema';
import { publishListing } from '../listings/change-listing-state';
import type { SavedSearchAlertsJob } from '../jobs/enqueue-job';
import {
  completedMonths,
  matchPublishedListing,
  queueSavedSearchAlerts,
} from './match-published-listing';
import { expandSavedSearchMatches } from './expand-saved-search-matches';
import { unsubscribeSavedSearch } from './unsubscribe-saved-search';
import { savedSearchIdOfToken } from './unsubscribe-token';

const NOW = new Date('2026-11-23T10:00:00Z');
let handle: DatabaseHandle;
const system = () => createTestContext(handle, { now: NOW });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** A fresh database state per case: clear the searches and the queue. */
async function reset() {
  await handle.db.delete(savedSearchMatches);
  await handle.db.delete(savedSearches);
  await handle.db.delete(jobs);
}

/** Publishing's match job, then the job it hands the instant searches to, as the runner would. */
async function matchAndAlert(input: { listingId: string }) {
  const result = await matchPublishedListing(system(), input);
  const handedOn = await handle.db
    .delete(jobs)
    .where(eq(jobs.type, 'savedSearchAlerts'))
    .returning();
  for (const job of handedOn) {
    await queueSavedSearchAlerts(system(), job.payload as SavedSearchAlertsJob);
  }
  return result;
}

// The test puppy: a female vizsla in HU (Szeged), born 2026-09-20, 400 000 HUF, no pedigree.
describe('matchPublishedListing: which saved searches a listing reaches', () => {
  it.each([
    ['the breed and its country', 'hungarian-short-haired-pointer-vizsla', 'country=HU', true],
    ['any breed', null, '', true],
    ['another breed', 'komondor', '', false],
    ['another country', 'hungarian-short-haired-pointer-vizsla', 'country=DE', false],
    ['a price ceiling above it', null, 'priceMax=2000&currency=EUR', true],
    ['a price ceiling below it', null, 'priceMax=500&currency=EUR', false],
    ['a price floor above it', null, 'priceMin=5000&currency=EUR', false],
    ['its sex', null, 'sex=female', true],
    ['the other sex', null, 'sex=male', false],
    ['an age range it is in', null, 'ageMin=1&ageMax=3', true],
    ['an age range it is past', null, 'ageMax=1', false],
    ['adults only', null, 'type=adult', false],
    ['pedigree only', null, 'pedigree=1', false],
    ['a region (the dog names none)', null, 'region=csongrad', false],
  ])('a search for %s', async (_name, breedKey, query, matches) => {
    await reset();
    const buyer = await createTestViewer(handle);
    await createTestSavedSearch(handle, buyer, { breedKey, query });
    const { listing } = await createTestPuppy(handle, { region: null });
    const result = await matchAndAlert({ listingId: listing.id });
    expect(result).toMatchObject({ instant: matches ? 1 : 0, digest: 0 });
    expect(await queuedEmailJobs(handle)).toHaveLength(matches ? 1 : 0);
  });

  it('tells neither unsubscribed searches nor the listing’s own breeder', async () => {
    await reset();
    const { listing, breeder } = await createTestPuppy(handle);
    await createTestSavedSearch(handle, breeder, { breedKey: null });
    const buyer = await createTestViewer(handle);
    const search = await createTestSavedSearch(handle, buyer, { breedKey: null });
    await handle.db
      .update(savedSearches)
      .set({ unsubscribedAt: NOW })
      .where(eq(savedSearches.id, search.id));
    expect(await matchAndAlert({ listingId: listing.id })).toMatchObject({
      instant: 0,
      digest: 0,
    });
  });

  it('keeps the listing for daily and weekly searches’ digests, once however often it runs', async () => {
    await reset();
    const buyer = await createTestViewer(handle);
    const daily = await createTestSavedSearch(handle, buyer, { frequency: 'daily' });
    const { listing } = await createTestPuppy(handle);
    const hits = () =>
      handle.db.select().from(savedSearchHits).where(eq(savedSearchHits.savedSearchId, daily.id));
    expect(await matchAndAlert({ listingId: listing.id })).toMatchObject({ digest: 1 });
    await matchAndAlert({ listingId: listing.id });
    // Publishing keeps one row of ids per listing; the digest sweep expands it into entries.
    expect(await handle.db.select().from(savedSearchMatches)).toEqual([
      expect.objectContaining({ listingId: listing.id }),
    ]);
    expect(await hits()).toEqual([]);
    await expandSavedSearchMatches(handle.db);
    expect((await hits()).map((hit) => hit.listingId)).toEqual([listing.id]);
    expect(await handle.db.select().from(savedSearchMatches)).toEqual([]);

    // Sent in a digest, then matched again (published anew): the entry stays the sent one.
    await handle.db.update(savedSearchHits).set({ digestId: 'sent' });
    await matchAndAlert({ listingId: listing.id });
    await expandSavedSearchMatches(handle.db);
    expect((await hits()).map((hit) => [hit.listingId, hit.digestId])).toEqual([
      [listing.id, 'sent'],
    ]);
    expect(await queuedEmailJobs(handle)).toEqual([]);
  });

  it('hands the instant searches to one job, which skips a search unsubscribed and a dog sold since', async () => {
    await reset();
    const buyers = [await createTestViewer(handle), await createTestViewer(handle)];
    const [kept, left] = await Promise.all(
      buyers.map((buyer) => createTestSavedSearch(handle, buyer, { breedKey: null })),
    );
    const { listing } = await createTestPuppy(handle);
    expect(await matchPublishedListing(system(), { listingId: listing.id })).toEqual({
      instant: 2,
      digest: 0,
      requests: 'later',
      told: 0,
    });
    const handedOn = await handle.db.select().from(jobs).where(eq(jobs.type, 'savedSearchAlerts'));
    expect(handedOn.map((job) => job.payload)).toEqual([
      { listingId: listing.id, searchIds: expect.arrayContaining([kept!.id, left!.id]) },
    ]);
    expect(await queuedEmailJobs(handle)).toEqual([]);

    await handle.db
      .update(savedSearches)
      .set({ unsubscribedAt: NOW })
      .where(eq(savedSearches.id, left!.id));
    const job = handedOn[0]!.payload as SavedSearchAlertsJob;
    expect(await queueSavedSearchAlerts(system(), job)).toBe(1);
    expect(await queueSavedSearchAlerts(system(), job)).toBe(0);
    expect((await queuedEmailJobs(handle)).map((mail) => mail.to)).toEqual([
      `${buyers[0]!.id}@example.test`,
    ]);

    await handle.db.delete(jobs).where(eq(jobs.type, 'savedSearchAlerts'));
    const { listing: sold } = await createTestPuppy(handle);
    await matchPublishedListing(system(), { listingId: sold.id });
    const [soldJob] = await handle.db.select().from(jobs).where(eq(jobs.type, 'savedSearchAlerts'));
    await handle.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, sold.id));
    const payload = soldJob!.payload as SavedSearchAlertsJob;
    expect(await queueSavedSearchAlerts(system(), payload)).toBe(0);
    expect(await queuedEmailJobs(handle)).toHaveLength(1);
  });

  it('ignores a listing that is not public (a draft, a sold dog)', async () => {
    await reset();
    await createTestSavedSearch(handle, await createTestViewer(handle), { breedKey: null });
    for (const status of ['draft', 'sold'] as const) {
      const { listing } = await createTestPuppy(handle, { status });
      expect((await matchAndAlert({ listingId: listing.id })).instant).toBe(0);
    }
  });
});

describe('the instant alert e-mail', () => {
  it('is queued once, in the buyer’s language, priced in the search’s currency, with one-click unsubscribe', async () => {
    await reset();
    const buyer = await createTestViewer(handle);
    await handle.db.update(users).set({ locale: 'de' }).where(eq(users.id, buyer.id));
    const search = await createTestSavedSearch(handle, buyer, { query: 'currency=EUR' });
    const { listing } = await createTestPuppy(handle);
    await matchAndAlert({ listingId: listing.id });
    await matchAndAlert({ listingId: listing.id });
    const queued = await queuedEmailJobs(handle);
    expect(queued).toHaveLength(1);
    const job = queued[0]!;
    expect(job).toMatchObject({
      kind: 'savedSearchAlert',
      locale: 'de',
      to: `${buyer.id}@example.test`,
    });
    expect(job.values).toMatchObject({
      currency: 'EUR',
      searchName: 'Vizslas',
      title: listing.title,
    });
    expect(Number(job.values.amount)).toBeGreaterThan(50_000);
    expect(job.values.url).toContain('/de/');
    expect(job.values.manageUrl).toContain('/de/profil/gespeicherte-suchen');
    expect(job.oneClickUrl).toMatch(/\/api\/alerts\/unsubscribe\?token=/);
    expect(job.unsubscribeUrl).toContain('/de/suchauftrag-abbestellen?token=');

    const sent: OutgoingMail[] = [];
    await deliverEmail(job, {
      send: async (message) => {
        sent.push(message);
        return { messageId: 'test' };
      },
    });
    expect(sent[0]!.subject).toBe(`Neu für „Vizslas“: ${listing.title}`);
    expect(sent[0]!.headers).toEqual({
      'List-Unsubscribe': `<${job.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent[0]!.text).toContain('Gespeicherte Suchen und Benachrichtigungen verwalten');

    const token = decodeURIComponent(new URL(job.oneClickUrl!).searchParams.get('token')!);
    expect(savedSearchIdOfToken(token)).toBe(search.id);
    expect(await unsubscribeSavedSearch(system(), token)).toBe(true);
    expect(await unsubscribeSavedSearch(system(), token)).toBe(true);
    const { listing: next } = await createTestPuppy(handle);
    expect((await matchAndAlert({ listingId: next.id })).instant).toBe(0);
  });

  it.each([
    ['a forged signature', (token: string) => `${token.split('.')[0]}.AAAA`],
    [
      'another search’s id with this signature',
      (token: string) => `00000000-0000-4000-8000-000000000000.${token.split('.')[1]}`,
    ],
    ['nothing', () => ''],
  ])('refuses an unsubscribe with %s and changes nothing', async (_name, forge) => {
    await reset();
    const search = await createTestSavedSearch(handle, await createTestViewer(handle));
    const { unsubscribeToken } = await import('./unsubscribe-token');
    expect(await unsubscribeSavedSearch(system(), forge(unsubscribeToken(search.id)))).toBe(false);
    const [row] = await handle.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(row!.unsubscribedAt).toBeNull();
  });
});

describe('publishing', () => {
  it('queues the match in the publishing transaction, and only when it commits', async () => {
    await reset();
    // A Hungarian dog is published only with a microchip (src/reference/chip-rules.ts).
    const { listing, breeder } = await createTestPuppy(handle, {
      status: 'draft',
      publishedAt: null,
      microchip: uniqueTestMicrochip(),
    });
    const ctx = createTestContext(handle, { viewer: breeder, now: NOW });
    const matchJobs = () => handle.db.select().from(jobs).where(eq(jobs.type, 'matchListing'));
    // Without a photo the draft cannot be published: nothing is queued.
    await expect(publishListing(ctx, listing.id)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await matchJobs()).toEqual([]);
    await attachTestPhoto(handle, breeder.id, listing.id);
    await publishListing(ctx, listing.id);
    expect((await matchJobs()).map((job) => job.payload)).toEqual([{ listingId: listing.id }]);
  });
});

describe('completedMonths', () => {
  it.each([
    ['2026-09-20', '2026-11-23', 2],
    ['2026-09-23', '2026-11-23', 2],
    ['2026-09-24', '2026-11-23', 1],
    ['2025-11-23', '2026-11-23', 12],
  ])('%s to %s → %i', (birth, today, months) => {
    expect(completedMonths(birth, new Date(`${today}T10:00:00Z`))).toBe(months);
  });
});
