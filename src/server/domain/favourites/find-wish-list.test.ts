import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listings } from '../../db/schema';
import type { ListingStatus } from '../listings/listing-states';
import { addFavourite } from './add-favourite';
import { findWishList } from './find-wish-list';

const START = new Date('2026-11-01T10:00:00Z');
const MINUTE = 60_000;

let handle: DatabaseHandle;
let buyer: Viewer;
let other: Viewer;
const ids: Record<string, string> = {};

const as = (viewer: Viewer | null, now = START) => createTestContext(handle, { viewer, now });
let minute = 0;

/** A public puppy the viewer favourites a minute after the previous one. */
async function favourite(viewer: Viewer, title: string) {
  const { listing } = await createTestPuppy(handle, { title });
  ids[title] = listing.id;
  await addFavourite(as(viewer, new Date(START.getTime() + ++minute * MINUTE)), {
    listingId: listing.id,
  });
  return listing.id;
}
const setStatus = (title: string, status: ListingStatus) =>
  handle.db.update(listings).set({ status }).where(eq(listings.id, ids[title]!));
const titles = (items: { listing: { title: string } }[]) => items.map((item) => item.listing.title);

beforeAll(async () => {
  handle = await createTestDatabase();
  buyer = await createTestViewer(handle);
  other = await createTestViewer(handle);
  for (const title of ['Anna', 'Bori', 'Csaba', 'Dóra', 'Emil', 'Fanni']) {
    await favourite(buyer, title);
  }
  await favourite(other, 'Gergő');
  // Since saved: Bori was reserved, Csaba sold, Dóra unpublished, Emil expired, Fanni deleted.
  await setStatus('Bori', 'reserved');
  await setStatus('Csaba', 'sold');
  await setStatus('Dóra', 'draft');
  await setStatus('Emil', 'expired');
  await setStatus('Fanni', 'deleted');
});
afterAll(() => handle.close());

describe('findWishList', () => {
  it('lists the viewer’s favourites newest first, with reserved and sold dogs marked', async () => {
    const result = await findWishList(as(buyer), {});
    expect(titles(result.items)).toEqual(['Csaba', 'Bori', 'Anna']);
    expect(result.items.map(({ status, isPublic }) => ({ status, isPublic }))).toEqual([
      { status: 'sold', isPublic: false },
      { status: 'reserved', isPublic: true },
      { status: 'active', isPublic: true },
    ]);
    expect(result).toMatchObject({ total: 3, page: 1, pageCount: 1 });
  });

  it('gives each favourite the card a list shows', async () => {
    const { items } = await findWishList(as(buyer), {});
    const anna = items.find((item) => item.listing.title === 'Anna')!;
    expect(anna.listing).toMatchObject({
      id: ids.Anna,
      kind: 'puppy',
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      priceAmount: 40_000_000,
      currency: 'HUF',
      city: 'Szeged',
      cover: null,
    });
    expect(anna.listing.kennelSlug).toEqual(expect.any(String));
    expect(anna.addedAt).toEqual(new Date(START.getTime() + 1 * MINUTE));
  });

  it('shows a dog again when its ad comes back', async () => {
    await setStatus('Dóra', 'active');
    expect(titles((await findWishList(as(buyer), {})).items)).toContain('Dóra');
    await setStatus('Dóra', 'draft');
  });

  it('shows nobody else’s favourites', async () => {
    expect(titles((await findWishList(as(other), {})).items)).toEqual(['Gergő']);
    const stranger = await createTestViewer(handle);
    expect(await findWishList(as(stranger), {})).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it('pages by 12', async () => {
    const collector = await createTestViewer(handle);
    const saved: string[] = [];
    for (let i = 1; i <= 13; i++) saved.push(await favourite(collector, `Puppy ${i}`));
    const first = await findWishList(as(collector), { page: 1 });
    const second = await findWishList(as(collector), { page: 2 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]!.listing.id).toBe(saved[12]);
    expect(second.items.map((item) => item.listing.id)).toEqual([saved[0]]);
    expect(second).toMatchObject({ total: 13, page: 2, pageCount: 2 });
    expect((await findWishList(as(collector), { page: 3 })).items).toEqual([]);
  });

  it('refuses visitors with UNAUTHENTICATED', async () => {
    await expect(findWishList(as(null), {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each([0, -1, 1.5, 'x'])('refuses page %j', async (page) => {
    await expect(findWishList(as(buyer), { page: page as number })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
