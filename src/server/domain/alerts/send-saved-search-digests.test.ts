import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverEmail } from '@/server/jobs/deliver-email';
import type { OutgoingMail } from '@/server/integrations/mail/mailer';
import { createTestSavedSearch } from '../../../../tests/support/alert-factories';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { jobs, listings, savedSearchHits, savedSearches, users } from '../../db/schema';
import type { Viewer } from '../../context';
import { matchPublishedListing } from './match-published-listing';
import type { EmailJob } from '../jobs/enqueue-job';
import { sendSavedSearchDigests } from './send-saved-search-digests';
import type { DigestItem } from './take-digest';

const SAVED = new Date('2026-11-20T08:00:00Z');
const HOUR = 3600_000;
const at = (hours: number) => new Date(SAVED.getTime() + hours * HOUR);
let handle: DatabaseHandle;
let delivered: EmailJob[] = [];
const sweep = (hours: number) =>
  sendSavedSearchDigests(createTestContext(handle, { now: at(hours) }), {
    deliver: async (email) => {
      delivered.push(email);
    },
  });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(savedSearches);
  await handle.db.delete(jobs);
  delivered = [];
});

/** A buyer's saved vizsla search of `frequency`, saved at SAVED. */
async function savedSearch(frequency: 'daily' | 'weekly', buyer?: Viewer) {
  const owner = buyer ?? (await createTestViewer(handle));
  const search = await createTestSavedSearch(handle, owner, { frequency, query: 'currency=EUR' });
  await handle.db
    .update(savedSearches)
    .set({ createdAt: SAVED, lastSentAt: SAVED })
    .where(eq(savedSearches.id, search.id));
  return { owner, search };
}

/** Publishes `count` matching puppies, newest last, and lets the matcher keep them. */
async function publishMatches(count: number, hours = 1) {
  const found = [];
  for (let n = 0; n < count; n++) {
    const { listing } = await createTestPuppy(handle, {
      title: `Vizsla ${n + 1}`,
      publishedAt: new Date(at(hours).getTime() + n * 60_000),
    });
    await matchPublishedListing(createTestContext(handle, { now: at(hours) }), {
      listingId: listing.id,
    });
    found.push(listing);
  }
  return found;
}

const digests = async () => delivered;

describe('sendSavedSearchDigests', () => {
  it('sends a daily search one digest a day of what it found, newest first, and nothing twice', async () => {
    const { owner, search } = await savedSearch('daily');
    await publishMatches(2);
    expect(await sweep(22)).toEqual({ sent: 0 });
    expect(await sweep(23)).toEqual({ sent: 1 });
    expect(await sweep(23.5)).toEqual({ sent: 0 });
    const [job] = await digests();
    expect(job).toMatchObject({ to: `${owner.id}@example.test`, locale: 'en' });
    expect(job!.values).toMatchObject({ searchName: 'Vizslas', count: '2', currency: 'EUR' });
    const items = JSON.parse(job!.values.items!) as DigestItem[];
    expect(items.map((item) => item.title)).toEqual(['Vizsla 2', 'Vizsla 1']);
    expect(Number(items[0]!.amount)).toBeGreaterThan(50_000);
    expect(job!.oneClickUrl).toContain('/api/alerts/unsubscribe?token=');

    // A listing found after that waits for the next day's digest.
    await publishMatches(1, 30);
    expect(await sweep(40)).toEqual({ sent: 0 });
    expect(await sweep(46)).toEqual({ sent: 1 });
    const [, next] = await digests();
    expect(next!.values.count).toBe('1');
    const [row] = await handle.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(row!.lastSentAt).toEqual(at(46));
  });

  it('waits a week for a weekly search, and sends nothing when nothing was found', async () => {
    await savedSearch('weekly');
    expect(await sweep(24 * 7)).toEqual({ sent: 0 });
    await publishMatches(1, 24 * 7 + 1);
    expect(await sweep(24 * 7 + 2)).toEqual({ sent: 1 });
    await publishMatches(1, 24 * 8);
    expect(await sweep(24 * 10)).toEqual({ sent: 0 });
    expect(await sweep(24 * 14 + 1)).toEqual({ sent: 1 });
    expect(await digests()).toHaveLength(2);
  });

  it('leaves out listings no longer public, and sends no digest of none', async () => {
    await savedSearch('daily');
    const [gone, kept] = await publishMatches(2);
    await handle.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, gone!.id));
    expect(await sweep(24)).toEqual({ sent: 1 });
    const items = JSON.parse((await digests())[0]!.values.items!) as DigestItem[];
    expect(items.map((item) => item.title)).toEqual([kept!.title]);

    const [alone] = await publishMatches(1, 30);
    await handle.db.update(listings).set({ status: 'hidden' }).where(eq(listings.id, alone!.id));
    expect(await sweep(48)).toEqual({ sent: 0 });
    const waiting = await handle.db
      .select()
      .from(savedSearchHits)
      .where(eq(savedSearchHits.listingId, alone!.id));
    expect(waiting[0]!.digestId).not.toBeNull();
  });

  it('tells unsubscribed searches nothing', async () => {
    const { search } = await savedSearch('daily');
    await publishMatches(1);
    await handle.db
      .update(savedSearches)
      .set({ unsubscribedAt: at(2) })
      .where(eq(savedSearches.id, search.id));
    expect(await sweep(30)).toEqual({ sent: 0 });
  });

  it('shows ten listings and links to the rest, in the buyer’s language, with one-click unsubscribe', async () => {
    const buyer = await createTestViewer(handle);
    await handle.db.update(users).set({ locale: 'pl' }).where(eq(users.id, buyer.id));
    await savedSearch('daily', buyer);
    await publishMatches(12);
    expect(await sweep(24)).toEqual({ sent: 1 });
    const [job] = await digests();
    const items = JSON.parse(job!.values.items!) as DigestItem[];
    expect(items.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, n) => `Vizsla ${12 - n}`),
    );
    expect(job!.values.url).toContain('/pl/');
    const sent: OutgoingMail[] = [];
    await deliverEmail(job!, {
      send: async (message) => {
        sent.push(message);
        return { messageId: 'test' };
      },
    });
    expect(sent[0]!.subject).toBe('12 nowych psów dla „Vizslas”');
    expect(sent[0]!.text).toContain('Poniżej 10 najnowszych');
    expect(sent[0]!.text).toContain('Vizsla 12');
    expect(sent[0]!.text).toContain('z codziennym podsumowaniem');
    expect(sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
