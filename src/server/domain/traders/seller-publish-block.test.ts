import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachTestPhoto,
  createTestBreeder,
  testPuppyInput,
} from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import {
  createTestStorage,
  TEST_ID_DOCUMENT,
  testTraderInput,
} from '../../../../tests/support/trader-factories';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { kennelSellers, listings } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { DomainError } from '../errors';
import { publishListing } from '../listings/change-listing-state';
import { createListing } from '../listings/save-listing';
import { chooseSellerStatus } from './choose-seller-status';
import { findPublicSeller } from './find-public-seller';
import { saveTraderDetails } from './save-trader-details';

let handle: DatabaseHandle;
let storage: FileStorage;
beforeAll(async () => {
  handle = await createTestDatabase();
  storage = await createTestStorage();
});
afterAll(() => handle.close());

const as = (viewer: Viewer) => createTestContext(handle, { viewer });

/** A breeder whose kennel has not said how it sells, with a draft that lacks nothing else. */
async function undecidedDraft() {
  const { viewer, kennel } = await createTestBreeder(handle);
  await handle.db.delete(kennelSellers).where(eq(kennelSellers.kennelId, kennel.id));
  const listing = await createListing(as(viewer), testPuppyInput());
  await attachTestPhoto(handle, viewer.id, listing.id);
  return { viewer, kennel, listingId: listing.id };
}

async function publishRefusal(viewer: Viewer, listingId: string) {
  const error = await publishListing(as(viewer), listingId).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const [row] = await handle.db.select().from(listings).where(eq(listings.id, listingId));
  expect(row!.status).toBe('draft');
  return (error as DomainError).fields.form;
}

describe('publishing and the seller status (DSA art. 30)', () => {
  it('refuses until the kennel says how it sells; a private seller then publishes', async () => {
    const { viewer, kennel, listingId } = await undecidedDraft();
    expect(await publishRefusal(viewer, listingId)).toBe('sellerStatusRequired');
    expect(await findPublicSeller(handle.db, kennel.id)).toBeNull();
    await chooseSellerStatus(as(viewer), { status: 'private' });
    expect((await publishListing(as(viewer), listingId)).status).toBe('active');
    expect(await findPublicSeller(handle.db, kennel.id)).toEqual({ status: 'private' });
  });

  it('refuses a trader naming the first missing detail, then publishes once all are given', async () => {
    const { viewer, listingId } = await undecidedDraft();
    await chooseSellerStatus(as(viewer), { status: 'trader' });
    expect(await publishRefusal(viewer, listingId)).toBe('traderMissing.legalName');
    await saveTraderDetails(as(viewer), testTraderInput(), {
      document: TEST_ID_DOCUMENT,
      isCheckConfigured: false,
      storage,
    });
    expect((await publishListing(as(viewer), listingId)).status).toBe('active');
  });

  it.each(['unavailable', 'pending', 'verified'] as const)(
    'lets a trader whose register check is %s publish',
    async (checkStatus) => {
      const { viewer, kennel, listingId } = await undecidedDraft();
      await saveTraderDetails(as(viewer), testTraderInput(), {
        document: TEST_ID_DOCUMENT,
        storage,
      });
      await handle.db
        .update(kennelSellers)
        .set({ checkStatus })
        .where(eq(kennelSellers.kennelId, kennel.id));
      expect((await publishListing(as(viewer), listingId)).status).toBe('active');
    },
  );

  it('refuses a trader whose number the register does not know', async () => {
    const { viewer, kennel, listingId } = await undecidedDraft();
    await saveTraderDetails(as(viewer), testTraderInput(), { document: TEST_ID_DOCUMENT, storage });
    await handle.db
      .update(kennelSellers)
      .set({ checkStatus: 'not_found', checkedAt: new Date() })
      .where(eq(kennelSellers.kennelId, kennel.id));
    expect(await publishRefusal(viewer, listingId)).toBe('traderRegisterNotFound');
  });

  it("shows buyers a trader's name, address and register, never the e-mail or the document", async () => {
    const { viewer, kennel } = await undecidedDraft();
    await saveTraderDetails(as(viewer), testTraderInput({ email: 'private@example.test' }), {
      document: TEST_ID_DOCUMENT,
      storage,
    });
    const checkedAt = new Date('2026-11-20T09:00:00Z');
    await handle.db
      .update(kennelSellers)
      .set({ checkStatus: 'verified', checkedAt })
      .where(eq(kennelSellers.kennelId, kennel.id));
    const seller = await findPublicSeller(handle.db, kennel.id);
    expect(seller).toEqual({
      status: 'trader',
      legalName: 'Tisza Kennel Kft.',
      street: 'Kossuth Lajos sugárút 12.',
      postcode: '6720',
      city: 'Szeged',
      countryCode: 'HU',
      registerName: 'Cégjegyzékszám / egyéni vállalkozói nyilvántartási szám',
      registerNumber: '06-09-123456',
      verifiedAt: checkedAt,
    });
    expect(JSON.stringify(seller)).not.toMatch(/private@|trader-documents/);
  });
});
