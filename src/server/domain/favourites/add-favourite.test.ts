import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { favourites } from '../../db/schema';
import type { ListingStatus } from '../listings/listing-states';
import { addFavourite } from './add-favourite';

const NOW = new Date('2026-11-23T10:00:00Z');

let handle: DatabaseHandle;
let buyer: Viewer;

const as = (viewer: Viewer | null, now = NOW) => createTestContext(handle, { viewer, now });
const rowsOf = (userId: string, listingId?: string) =>
  handle.db
    .select()
    .from(favourites)
    .where(
      listingId
        ? and(eq(favourites.userId, userId), eq(favourites.listingId, listingId))
        : eq(favourites.userId, userId),
    );
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? String(error),
  );

beforeAll(async () => {
  handle = await createTestDatabase();
  buyer = await createTestViewer(handle);
});
afterAll(() => handle.close());

describe('addFavourite', () => {
  it.each([
    ['active', 'puppy', 'ok'],
    ['reserved', 'puppy', 'ok'],
    ['planned', 'litter', 'ok'],
    ['draft', 'puppy', 'NOT_FOUND'],
    ['sold', 'puppy', 'NOT_FOUND'],
    ['expired', 'puppy', 'NOT_FOUND'],
    ['deleted', 'puppy', 'NOT_FOUND'],
    ['born', 'litter', 'NOT_FOUND'],
    ['closed', 'litter', 'NOT_FOUND'],
  ] as const)('%s %s → %s', async (status, kind, expected) => {
    const { listing } = await createTestPuppy(handle, {
      status: status as ListingStatus,
      kind,
      ...(kind === 'litter' ? { birthDate: null, expectedBirthDate: '2027-02-01' } : {}),
    });
    expect(await codeOf(addFavourite(as(buyer), { listingId: listing.id }))).toBe(expected);
    expect(await rowsOf(buyer.id, listing.id)).toHaveLength(expected === 'ok' ? 1 : 0);
  });

  it('returns the listing as a favourite and records when it was saved', async () => {
    const { listing } = await createTestPuppy(handle);
    expect(await addFavourite(as(buyer), { listingId: listing.id })).toEqual({
      listingId: listing.id,
      isFavourite: true,
    });
    expect((await rowsOf(buyer.id, listing.id))[0]!.createdAt).toEqual(NOW);
  });

  it('is idempotent: a second add keeps one row and its first date', async () => {
    const { listing } = await createTestPuppy(handle);
    await addFavourite(as(buyer), { listingId: listing.id });
    const later = new Date(NOW.getTime() + 60_000);
    expect(await addFavourite(as(buyer, later), { listingId: listing.id })).toEqual({
      listingId: listing.id,
      isFavourite: true,
    });
    const rows = await rowsOf(buyer.id, listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt).toEqual(NOW);
  });

  it('lets an account with an unconfirmed address favourite', async () => {
    const unconfirmed = await createTestViewer(handle, 'USER', { emailVerified: false });
    const { listing } = await createTestPuppy(handle);
    await addFavourite(as(unconfirmed), { listingId: listing.id });
    expect(await rowsOf(unconfirmed.id)).toHaveLength(1);
  });

  it('refuses visitors with UNAUTHENTICATED and writes nothing', async () => {
    const { listing } = await createTestPuppy(handle);
    expect(await codeOf(addFavourite(as(null), { listingId: listing.id }))).toBe('UNAUTHENTICATED');
    const all = await handle.db
      .select()
      .from(favourites)
      .where(eq(favourites.listingId, listing.id));
    expect(all).toEqual([]);
  });

  it.each([
    ['an unknown id', '3f0c5a52-6a7e-4c61-9d0e-1d1a1f0b2c3d'],
    ['not an id at all', "x' OR '1'='1"],
    ['an empty id', ''],
  ])('answers NOT_FOUND for %s', async (_name, listingId) => {
    expect(await codeOf(addFavourite(as(buyer), { listingId }))).toBe('NOT_FOUND');
  });

  it('accepts an id in capitals and answers in the database’s spelling', async () => {
    const { listing } = await createTestPuppy(handle);
    const result = await addFavourite(as(buyer), { listingId: listing.id.toUpperCase() });
    expect(result.listingId).toBe(listing.id);
    expect(await rowsOf(buyer.id, listing.id)).toHaveLength(1);
  });

  it('keeps each person’s favourites apart', async () => {
    const other = await createTestViewer(handle);
    const { listing } = await createTestPuppy(handle);
    await addFavourite(as(other), { listingId: listing.id });
    expect(await rowsOf(buyer.id, listing.id)).toEqual([]);
    expect(await rowsOf(other.id, listing.id)).toHaveLength(1);
  });
});
