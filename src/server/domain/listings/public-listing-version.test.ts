// Runs on PGlite too: the proxy asks this version on every ad page request, on either engine.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachTestPhoto,
  createTestBreeder,
  createTestViewer,
} from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { DatabaseHandle } from '../../db/client';
import {
  exchangeRates,
  kennelBreeds,
  kennels,
  listingParents,
  listings,
  litterWaitlists,
  waitlistApplications,
} from '../../db/schema';
import { publicKennelVersion } from '../kennels/find-public-kennel';
import { publicListingVersion } from './get-public-listing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

let counter = 0;

async function litter() {
  const { viewer, kennel } = await createTestBreeder(handle);
  const [row] = await handle.db
    .insert(listings)
    .values({
      kennelId: kennel.id,
      kind: 'litter',
      status: 'planned',
      slug: `version-${++counter}`,
      title: `Vizsla litter ${counter}`,
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      currency: 'HUF',
      countryCode: 'HU',
    })
    .returning();
  const listing = row!;
  const version = () =>
    publicListingVersion(createTestContext(handle, { viewer: null }), {
      kennelSlug: kennel.slug,
      slug: listing.slug,
      kind: 'litter',
    });
  return { viewer, kennel, listing, version };
}

describe("an ad page's version (the key its cached copies are kept by)", () => {
  it('stays the same while nothing on the page changes', async () => {
    const { version } = await litter();
    const first = await version();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await version()).toBe(first);
  });

  it('changes with everything the page shows', async () => {
    const { viewer, kennel, listing, version } = await litter();
    const seen = new Set<string>();
    const changed = async (what: string) => {
      const now = await version();
      expect(now, what).not.toBeNull();
      expect(seen.has(now!), what).toBe(false);
      seen.add(now!);
    };
    await changed('first');
    await handle.db.update(listings).set({ title: 'Renamed' }).where(eq(listings.id, listing.id));
    await changed('title');
    await attachTestPhoto(handle, viewer.id, listing.id);
    await changed('photo');
    await handle.db
      .insert(listingParents)
      .values({ listingId: listing.id, role: 'dam', name: 'Bella' });
    await changed('parent');
    await handle.db
      .update(kennels)
      .set({ ratingAverage: '4.50', ratingCount: 2 })
      .where(eq(kennels.id, kennel.id));
    await changed("kennel's rating");
    await handle.db
      .insert(litterWaitlists)
      .values({ listingId: listing.id, isOpen: true, places: 3 });
    await changed('waitlist');
    const buyer = await createTestViewer(handle);
    const [application] = await handle.db
      .insert(waitlistApplications)
      .values({ listingId: listing.id, buyerId: buyer.id, message: 'Hello', language: 'en' })
      .returning();
    // An application waiting for the breeder shows nothing; an accepted one takes a place.
    const waiting = await version();
    expect(waiting).toBe([...seen].at(-1));
    await handle.db
      .update(waitlistApplications)
      .set({ state: 'accepted', place: 1, decidedAt: new Date() })
      .where(eq(waitlistApplications.id, application!.id));
    await changed('accepted place');
    await handle.db
      .insert(exchangeRates)
      .values({ currency: 'XTS', perEur: '2', source: 'test' })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { perEur: '3' } });
    await changed('exchange rates');
  });

  it('is a new version when an ad is hidden and shown again unchanged', async () => {
    const { kennel, version } = await litter();
    const before = await version();
    await handle.db.update(kennels).set({ hiddenAt: new Date() }).where(eq(kennels.id, kennel.id));
    expect(await version()).toBeNull();
    await handle.db.update(kennels).set({ hiddenAt: null }).where(eq(kennels.id, kennel.id));
    // The not-found rendered while it was hidden is never what its next version serves.
    const after = await version();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });
});

describe("a kennel page's version", () => {
  it('changes with the kennel, its breeds, its ads and their photos, and only then', async () => {
    const { viewer, kennel, listing } = await litter();
    const version = () =>
      publicKennelVersion(createTestContext(handle, { viewer: null }), kennel.slug);
    const seen = new Set<string>();
    const changed = async (what: string) => {
      const now = await version();
      expect(now, what).toMatch(/^[0-9a-f]{32}$/);
      expect(seen.has(now!), what).toBe(false);
      seen.add(now!);
    };
    await changed('first');
    expect(await version()).toBe([...seen].at(-1));
    await handle.db
      .update(kennels)
      .set({ name: 'Renamed kennel' })
      .where(eq(kennels.id, kennel.id));
    await changed('name');
    await handle.db.insert(kennelBreeds).values({ kennelId: kennel.id, breedKey: 'komondor' });
    await changed('breed');
    await handle.db
      .update(listings)
      .set({ title: 'Renamed litter' })
      .where(eq(listings.id, listing.id));
    await changed("an ad's title");
    await attachTestPhoto(handle, viewer.id, listing.id);
    await changed("an ad's photo");
    await handle.db.update(kennels).set({ hiddenAt: new Date() }).where(eq(kennels.id, kennel.id));
    expect(await version()).toBeNull();
  });
});
