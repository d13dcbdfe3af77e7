import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachTestPhoto,
  createTestBreeder,
  createTestViewer,
  testPuppyInput,
} from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listings } from '../../db/schema';
import { deleteListing } from './change-listing-state';
import { findOwnListings, type OwnListingTab } from './find-own-listings';
import { createListing } from './save-listing';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;

let handle: DatabaseHandle;
let breeder: Viewer;
let other: Viewer;
const ids: Record<string, string> = {};

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now: NOW });
const litterInput = {
  ...testPuppyInput(),
  kind: 'litter' as const,
  title: 'Vizsla alom tavaszra',
  sex: undefined,
  birthDate: '',
  availableFrom: '',
  microchip: '',
  expectedBirthDate: '2027-01-15',
  expectedCount: 6,
  price: 400000,
  priceMax: 500000,
};

async function create(viewer: Viewer, name: string, overrides = {}) {
  const listing = await createListing(as(viewer), testPuppyInput({ title: name, ...overrides }));
  ids[name] = listing.id;
  return listing;
}

async function setRow(name: string, changes: Partial<typeof listings.$inferInsert>) {
  await handle.db.update(listings).set(changes).where(eq(listings.id, ids[name]!));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ viewer: breeder } = await createTestBreeder(handle));
  ({ viewer: other } = await createTestBreeder(handle));

  await create(breeder, 'Draft puppy Bella', { price: 300000 });
  await create(breeder, 'Draft adult Ica', {
    birthDate: '2023-02-01',
    availableFrom: '',
    price: undefined,
  });
  await attachTestPhoto(handle, breeder.id, ids['Draft adult Ica']!);
  await create(breeder, 'Active puppy Cili', { price: 500000 });
  await attachTestPhoto(handle, breeder.id, ids['Active puppy Cili']!);
  // Set directly: publishing is change-listing-state's business (and tested there).
  await setRow('Active puppy Cili', {
    status: 'active',
    publishedAt: NOW,
    expiresAt: new Date(NOW.getTime() + 90 * DAY),
  });
  await create(breeder, 'Expired adult Dani', { birthDate: '2023-05-01', availableFrom: '' });
  await setRow('Expired adult Dani', {
    status: 'expired',
    publishedAt: new Date(NOW.getTime() - 100 * DAY),
  });
  await create(breeder, 'Reserved puppy Emma');
  await setRow('Reserved puppy Emma', { status: 'reserved' });
  await create(breeder, 'Sold puppy Fanni');
  await setRow('Sold puppy Fanni', { status: 'sold' });
  await create(breeder, 'Deleted puppy Gina');
  await deleteListing(as(breeder), ids['Deleted puppy Gina']!);
  await create(breeder, 'Long deleted puppy Hugo');
  await setRow('Long deleted puppy Hugo', {
    status: 'deleted',
    deletedAt: new Date(NOW.getTime() - 31 * DAY),
  });
  ids.litter = (await createListing(as(breeder), litterInput)).id;
  ids.planned = (
    await createListing(as(breeder), { ...litterInput, title: 'Vizsla alom nyárra' })
  ).id;
  await handle.db.update(listings).set({ status: 'planned' }).where(eq(listings.id, ids.planned));
  await create(other, 'Someone else’s puppy');
});
afterAll(() => handle.close());

const titles = (items: { title: string }[]) => items.map((i) => i.title).sort();

describe('findOwnListings', () => {
  it('counts every tab of the viewer’s kennel; long-deleted ads are gone', async () => {
    const result = await findOwnListings(as(breeder), { tab: 'active' });
    expect(result.counts).toEqual({
      active: 2,
      drafts: 3,
      'upcoming-litters': 1,
      reserved: 1,
      sold: 1,
      deleted: 1,
    });
    expect(result.kennel).not.toBeNull();
  });

  it.each([
    ['active', ['Active puppy Cili', 'Expired adult Dani']],
    ['drafts', ['Draft adult Ica', 'Draft puppy Bella', 'Vizsla alom tavaszra']],
    ['upcoming-litters', ['Vizsla alom nyárra']],
    ['reserved', ['Reserved puppy Emma']],
    ['sold', ['Sold puppy Fanni']],
    ['deleted', ['Deleted puppy Gina']],
  ] as [OwnListingTab, string[]][])('the %s tab holds its listings only', async (tab, expected) => {
    const result = await findOwnListings(as(breeder), { tab });
    expect(titles(result.items)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('shows another breeder their own listings only', async () => {
    const result = await findOwnListings(as(other), { tab: 'drafts' });
    expect(titles(result.items)).toEqual(['Someone else’s puppy']);
    expect(result.counts).toMatchObject({ active: 0, drafts: 1, deleted: 0, sold: 0 });
  });

  it('gives an account without a kennel an empty list', async () => {
    const buyer = await createTestViewer(handle);
    const result = await findOwnListings(as(buyer), { tab: 'active' });
    expect(result).toMatchObject({ kennel: null, items: [], total: 0 });
    expect(Object.values(result.counts)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('refuses signed-out visitors and unknown tabs', async () => {
    await expect(findOwnListings(as(null), { tab: 'active' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      findOwnListings(as(breeder), { tab: 'everything' as OwnListingTab }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it.each([
    ['priceAsc', ['Draft puppy Bella', 'Vizsla alom tavaszra', 'Draft adult Ica']],
    ['priceDesc', ['Vizsla alom tavaszra', 'Draft puppy Bella', 'Draft adult Ica']],
    ['titleAsc', ['Draft adult Ica', 'Draft puppy Bella', 'Vizsla alom tavaszra']],
  ] as const)('sorts by %s', async (sort, expected) => {
    const result = await findOwnListings(as(breeder), { tab: 'drafts', sort });
    expect(result.items.map((i) => i.title)).toEqual(expected);
  });

  it('says what each row allows and how long a deleted ad can be restored', async () => {
    const active = await findOwnListings(as(breeder), { tab: 'active' });
    const drafts = await findOwnListings(as(breeder), { tab: 'drafts' });
    const byTitle = Object.fromEntries([...active.items, ...drafts.items].map((i) => [i.title, i]));
    expect(byTitle['Draft puppy Bella']).toMatchObject({
      status: 'draft',
      actions: ['publish', 'delete'],
      isEditable: true,
      isPublic: false,
      photoCount: 0,
      missing: ['photo'],
    });
    expect(byTitle['Draft adult Ica']).toMatchObject({ photoCount: 1, missing: ['price'] });
    expect(byTitle['Vizsla alom tavaszra']).toMatchObject({ status: 'draft', missing: [] });
    expect(byTitle['Active puppy Cili']).toMatchObject({
      status: 'active',
      actions: ['unpublish', 'renew', 'sell', 'delete'],
      isPublic: true,
      photoCount: 1,
      missing: [],
    });
    expect(byTitle['Expired adult Dani']).toMatchObject({
      kind: 'adult',
      actions: ['renew', 'delete'],
    });
    const deleted = await findOwnListings(as(breeder), { tab: 'deleted' });
    expect(deleted.items[0]).toMatchObject({
      actions: ['restore'],
      restoreDaysLeft: 30,
      isEditable: false,
    });
    const litters = await findOwnListings(as(breeder), { tab: 'upcoming-litters' });
    expect(litters.items[0]).toMatchObject({
      kind: 'litter',
      status: 'planned',
      priceAmount: 40_000_000,
      priceMaxAmount: 50_000_000,
      actions: ['markBorn', 'close', 'delete'],
    });
  });

  it('pages by 20', async () => {
    const { viewer, kennel } = await createTestBreeder(handle);
    await handle.db.insert(listings).values(
      Array.from({ length: 23 }, (_, i) => ({
        kennelId: kennel.id,
        kind: 'puppy' as const,
        status: 'draft' as const,
        slug: `puppy-${i}`,
        title: `Puppy ${String(i).padStart(2, '0')}`,
        breedKey: 'hungarian-short-haired-pointer-vizsla',
        currency: 'EUR',
        countryCode: 'HU',
      })),
    );
    const first = await findOwnListings(as(viewer), { tab: 'drafts', sort: 'titleAsc' });
    const second = await findOwnListings(as(viewer), { tab: 'drafts', sort: 'titleAsc', page: 2 });
    expect(first).toMatchObject({ total: 23, pageCount: 2 });
    expect(first.items).toHaveLength(20);
    expect(second.items.map((i) => i.title)).toEqual(['Puppy 20', 'Puppy 21', 'Puppy 22']);
  });
});
