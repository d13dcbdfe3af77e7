import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachTestPhoto,
  createTestBreeder,
  testPuppyInput,
} from '../../../../tests/support/factories';
import { createTestContext, viewerWithRole } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { RequestContext, Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listings } from '../../db/schema';
import { DomainError } from '../errors';
import {
  deleteListing,
  markListingSold,
  publishListing,
  renewListing,
  restoreListing,
  unpublishListing,
} from './change-listing-state';
import type { ListingStatus } from './listing-states';
import { createListing } from './save-listing';

const DAY = 86_400_000;
const NOW = new Date('2026-11-20T10:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const as = (viewer: Viewer | null, now = NOW) => createTestContext(handle, { viewer, now });

/** A breeder's puppy ad, with a photo unless told otherwise, moved straight to `status`. */
async function puppyAd(status: ListingStatus = 'draft', { photo = true } = {}) {
  const { viewer } = await createTestBreeder(handle);
  const listing = await createListing(as(viewer), testPuppyInput());
  if (photo) await attachTestPhoto(handle, viewer.id, listing.id);
  if (status !== 'draft') {
    await handle.db.update(listings).set({ status }).where(eq(listings.id, listing.id));
  }
  return { owner: viewer, id: listing.id };
}

const row = async (id: string) =>
  (await handle.db.select().from(listings).where(eq(listings.id, id)))[0]!;

/** Runs a call that must fail and proves the listing row is exactly as before. */
async function refusedUnchanged(id: string, call: () => Promise<unknown>) {
  const before = await row(id);
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(await row(id)).toEqual(before);
  return error as DomainError;
}

describe('publishListing', () => {
  it('needs a photo for a dog', async () => {
    const { owner, id } = await puppyAd('draft', { photo: false });
    const error = await refusedUnchanged(id, () => publishListing(as(owner), id));
    expect(error).toMatchObject({ code: 'VALIDATION', fields: { form: 'photoRequired' } });
  });

  it('needs a price for a percentage deposit, even with photos', async () => {
    const { viewer } = await createTestBreeder(handle);
    const listing = await createListing(as(viewer), testPuppyInput({ price: undefined }));
    await attachTestPhoto(handle, viewer.id, listing.id);
    const error = await refusedUnchanged(listing.id, () => publishListing(as(viewer), listing.id));
    expect(error).toMatchObject({ code: 'VALIDATION', fields: { form: 'priceRequired' } });
  });

  it('makes a draft active for 90 days from now', async () => {
    const { owner, id } = await puppyAd();
    const published = await publishListing(as(owner), id);
    expect(published).toMatchObject({ status: 'active', publishedAt: NOW, expiresAt: later(90) });
  });

  it('announces a litter as planned, with no expiry and no photo needed', async () => {
    const { viewer } = await createTestBreeder(handle);
    const litter = await createListing(as(viewer), {
      ...testPuppyInput({ kind: 'litter', expectedBirthDate: '2026-12-20' }),
      parents: [],
    });
    expect(await publishListing(as(viewer), litter.id)).toMatchObject({
      status: 'planned',
      expiresAt: null,
    });
  });
});

describe('unpublishListing and renewListing', () => {
  it('takes an active ad back to draft', async () => {
    const { owner, id } = await puppyAd();
    await publishListing(as(owner), id);
    expect(await unpublishListing(as(owner, later(3)), id)).toMatchObject({ status: 'draft' });
  });

  it('renewing gives another 90 days from the renewal and keeps the first publication date', async () => {
    const { owner, id } = await puppyAd();
    await publishListing(as(owner), id);
    const renewed = await renewListing(as(owner, later(80)), id);
    expect(renewed).toMatchObject({ status: 'active', publishedAt: NOW, expiresAt: later(170) });
  });

  it('brings an expired ad back for 90 days', async () => {
    const { owner, id } = await puppyAd();
    await publishListing(as(owner), id);
    await handle.db.update(listings).set({ status: 'expired' }).where(eq(listings.id, id));
    const renewed = await renewListing(as(owner, later(100)), id);
    expect(renewed).toMatchObject({ status: 'active', expiresAt: later(190) });
  });
});

describe('deleteListing and restoreListing', () => {
  it.each([1, 29, 30])('restores a deleted ad as a draft %i days later', async (days) => {
    const { owner, id } = await puppyAd();
    await publishListing(as(owner), id);
    expect(await deleteListing(as(owner), id)).toMatchObject({ status: 'deleted', deletedAt: NOW });
    const restored = await restoreListing(as(owner, later(days)), id);
    expect(restored).toMatchObject({ status: 'draft', deletedAt: null });
  });

  it('refuses to restore 31 days after deleting', async () => {
    const { owner, id } = await puppyAd();
    await deleteListing(as(owner), id);
    const error = await refusedUnchanged(id, () => restoreListing(as(owner, later(31)), id));
    expect(error).toMatchObject({ code: 'CONFLICT', fields: { form: 'restoreTooLate' } });
  });

  it.each<[string, Viewer]>([
    ['ADMINV', viewerWithRole('ADMINV', 'staff-v')],
    ['ADMIN', viewerWithRole('ADMIN', 'staff-a')],
  ])('lets %s with a second factor delete a rule-breaking ad', async (_role, staff) => {
    const { id } = await puppyAd('active');
    expect(await deleteListing(as(staff), id)).toMatchObject({ status: 'deleted' });
  });

  it.each<[string, Viewer]>([
    ['ADMINM', viewerWithRole('ADMINM', 'staff-m')],
    ['ADMINV without a second factor', { ...viewerWithRole('ADMINV'), twoFactorEnabled: false }],
  ])('refuses %s', async (_role, staff) => {
    const { id } = await puppyAd('active');
    const error = await refusedUnchanged(id, () => deleteListing(as(staff), id));
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('markListingSold', () => {
  it('sells an active dog', async () => {
    const { owner, id } = await puppyAd('active');
    expect(await markListingSold(as(owner), id)).toMatchObject({ status: 'sold' });
  });

  it.each<ListingStatus>(['draft', 'reserved', 'expired', 'deleted', 'sold'])(
    'refuses a %s dog',
    async (status) => {
      const { owner, id } = await puppyAd(status);
      const error = await refusedUnchanged(id, () => markListingSold(as(owner), id));
      expect(error).toMatchObject({
        code: 'CONFLICT',
        fields: { form: 'listingTransitionRefused' },
      });
    },
  );
});

type Change = (ctx: RequestContext, id: string) => Promise<unknown>;
describe('transitions the state table does not allow', () => {
  it.each<[string, ListingStatus, Change]>([
    ['publish', 'active', publishListing],
    ['publish', 'sold', publishListing],
    ['publish', 'deleted', publishListing],
    ['publish', 'reserved', publishListing],
    ['unpublish', 'draft', unpublishListing],
    ['unpublish', 'reserved', unpublishListing],
    ['unpublish', 'expired', unpublishListing],
    ['renew', 'draft', renewListing],
    ['renew', 'sold', renewListing],
    ['renew', 'deleted', renewListing],
    ['renew', 'reserved', renewListing],
    ['delete', 'reserved', deleteListing],
    ['delete', 'sold', deleteListing],
    ['delete', 'deleted', deleteListing],
    ['restore', 'draft', restoreListing],
    ['restore', 'active', restoreListing],
    ['restore', 'sold', restoreListing],
  ])('%s from %s is a CONFLICT and changes nothing', async (_event, status, change) => {
    const { owner, id } = await puppyAd(status);
    const error = await refusedUnchanged(id, () => change(as(owner), id));
    expect(error).toMatchObject({ code: 'CONFLICT', fields: { form: 'listingTransitionRefused' } });
  });

  it.each<[string, Change]>([
    ['publish', publishListing],
    ['unpublish', unpublishListing],
    ['renew', renewListing],
    ['delete', deleteListing],
    ['restore', restoreListing],
    ['sell', markListingSold],
  ])('%s by another breeder is FORBIDDEN and changes nothing', async (_event, change) => {
    const { id } = await puppyAd('active');
    const other = (await createTestBreeder(handle)).viewer;
    expect((await refusedUnchanged(id, () => change(as(other), id))).code).toBe('FORBIDDEN');
  });
});
