import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverEmail } from '@/server/jobs/deliver-email';
import type { OutgoingMail } from '@/server/integrations/mail/mailer';
import { queuedEmailJobs } from '../../../../tests/support/alert-factories';
import {
  createTestBreeder,
  createTestViewer,
  testPuppyInput,
} from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import { favourites, jobs, listings, notifications, users } from '../../db/schema';
import type { Viewer } from '../../context';
import { UnauthenticatedError } from '../errors';
import { createListing, updateListing } from '../listings/save-listing';
import type { FavouriteEventJob } from './favourite-events';
import {
  countUnreadNotifications,
  findNotifications,
  markNotificationsRead,
} from './find-notifications';
import { notifyFavouriters } from './notify-favouriters';

const NOW = new Date('2026-11-24T09:00:00Z');
let handle: DatabaseHandle;
const as = (viewer?: Viewer) => createTestContext(handle, { viewer, now: NOW });

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(notifications);
  await handle.db.delete(jobs);
});

/** A breeder's live puppy at 450 000 HUF and a buyer who favourited it. */
async function favouritedPuppy(buyerLocale = 'en') {
  const breeder = await createTestBreeder(handle);
  const listing = await createListing(as(breeder.viewer), testPuppyInput());
  await handle.db.update(listings).set({ status: 'active' }).where(eq(listings.id, listing.id));
  const buyer = await createTestViewer(handle);
  await handle.db.update(users).set({ locale: buyerLocale }).where(eq(users.id, buyer.id));
  await handle.db.insert(favourites).values({ userId: buyer.id, listingId: listing.id });
  // The breeder's own favourite is never news to them.
  await handle.db.insert(favourites).values({ userId: breeder.viewer.id, listingId: listing.id });
  return { breeder, listing, buyer };
}

/** The favourite events queued so far. */
async function queuedEvents(): Promise<FavouriteEventJob[]> {
  const rows = await handle.db.select().from(jobs).where(eq(jobs.type, 'favouriteEvent'));
  return rows.map((row) => row.payload as FavouriteEventJob);
}

describe('favourite notifications', () => {
  it('tells a favouriter once of a price drop, in the app and by e-mail in their language', async () => {
    const { breeder, listing, buyer } = await favouritedPuppy('de');
    await updateListing(as(breeder.viewer), listing.id, testPuppyInput({ price: 400000 }));
    const [event] = await queuedEvents();
    expect(event).toMatchObject({
      listingId: listing.id,
      kind: 'priceDrop',
      oldAmount: 45_000_000,
      newAmount: 40_000_000,
      currency: 'HUF',
    });
    expect(await notifyFavouriters(as(), event!)).toEqual({ told: 1 });
    expect(await notifyFavouriters(as(), event!)).toEqual({ told: 0 });

    expect(await countUnreadNotifications(as(buyer))).toBe(1);
    expect(await countUnreadNotifications(as(breeder.viewer))).toBe(0);
    const [notice] = await findNotifications(as(buyer));
    expect(notice).toMatchObject({
      kind: 'priceDrop',
      isRead: false,
      values: { title: listing.title },
    });

    const mails = await queuedEmailJobs(handle);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'favouriteUpdate',
      locale: 'de',
      to: `${buyer.id}@example.test`,
    });
    expect(mails[0]!.values.url).toContain('/de/');
    const sent: OutgoingMail[] = [];
    await deliverEmail(mails[0]!, {
      send: async (message) => {
        sent.push(message);
        return { messageId: 'test' };
      },
    });
    expect(sent[0]!.subject).toBe(`Preis gesenkt: ${listing.title}`);
    expect(sent[0]!.text).toMatch(/ist von 450\.000\sHUF auf 400\.000\sHUF gesunken/);

    expect(await markNotificationsRead(as(buyer))).toBe(1);
    expect(await countUnreadNotifications(as(buyer))).toBe(0);
    expect((await findNotifications(as(buyer)))[0]!.isRead).toBe(true);
  });

  it('queues no event for a higher price, another currency or an ad not yet live', async () => {
    const { breeder, listing } = await favouritedPuppy();
    const ctx = as(breeder.viewer);
    await updateListing(ctx, listing.id, testPuppyInput({ price: 500000 }));
    await updateListing(ctx, listing.id, testPuppyInput({ price: 1000, currency: 'EUR' }));
    const draft = await createListing(ctx, testPuppyInput());
    await updateListing(ctx, draft.id, testPuppyInput({ price: 1000 }));
    expect(await queuedEvents()).toEqual([]);
  });

  it('tells who favourited any dog of a kennel of its new planned litter', async () => {
    const { breeder, buyer } = await favouritedPuppy();
    const stranger = await createTestViewer(handle);
    const litter = await createListing(
      as(breeder.viewer),
      testPuppyInput({
        kind: 'litter',
        title: 'Spring vizsla litter',
        expectedBirthDate: '2026-12-20',
        parents: [],
      }),
    );
    const event: FavouriteEventJob = {
      listingId: litter.id,
      kind: 'newLitter',
      at: NOW.toISOString(),
    };
    expect(await notifyFavouriters(as(), event)).toEqual({ told: 1 });
    expect(await findNotifications(as(buyer))).toMatchObject([
      { kind: 'newLitter', values: { title: 'Spring vizsla litter' } },
    ]);
    expect(await findNotifications(as(stranger))).toEqual([]);
  });

  it('answers visitors with 0 unread and refuses them the list and the marking', async () => {
    expect(await countUnreadNotifications(as())).toBe(0);
    await expect(findNotifications(as())).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(markNotificationsRead(as())).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});
