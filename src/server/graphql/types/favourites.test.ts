import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  createSignedInAccount,
  type TestAccount,
} from '../../../../tests/support/accounts';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { createTestGraphQL } from '../../../../tests/support/graphql-harness';
import type { DatabaseHandle } from '../../db/client';
import { favourites, listings, users } from '../../db/schema';
import { createAccountServices, type AccountServices } from '../../domain/accounts/auth';

let handle: DatabaseHandle;
let services: AccountServices;
let buyer: TestAccount;
let other: TestAccount;
let unverified: TestAccount;

const ADD = 'mutation($id: String!) { addFavourite(listingId: $id) { listingId isFavourite } }';
const REMOVE =
  'mutation($id: String!) { removeFavourite(listingId: $id) { listingId isFavourite } }';
const IDS = 'query($ids: [String!]!) { favouriteListingIds(listingIds: $ids) }';
const WISH_LIST = `query($page: Int) { myWishList(page: $page) {
  total page pageCount
  items { status isPublic addedAt listing { id title kennelSlug priceAmount currency } } } }`;

let graphql: ReturnType<typeof createTestGraphQL>;
const call = (query: string, variables: object, account?: TestAccount) =>
  graphql.call(query, variables, account?.headers);

const allFavourites = () => handle.db.select().from(favourites).orderBy(favourites.listingId);
const puppy = async (overrides = {}) => (await createTestPuppy(handle, overrides)).listing;

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
  graphql = createTestGraphQL(handle, services);
  buyer = await createSignedInAccount(services, 'buyer@example.test');
  other = await createSignedInAccount(services, 'other@example.test');
  unverified = await createSignedInAccount(services, 'unverified@example.test');
  await handle.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id));
});
afterAll(() => handle.close());

describe('favourites over GraphQL', () => {
  it('refuses visitors: mutations and the wish list are UNAUTHENTICATED, ids are empty', async () => {
    const listing = await puppy();
    await call(ADD, { id: listing.id }, other);
    const before = await allFavourites();
    for (const query of [ADD, REMOVE]) {
      const answer = await call(query, { id: listing.id });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const wishList = await call(WISH_LIST, {});
    expect(wishList.data ?? null).toBeNull();
    expect(wishList.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await call(IDS, { ids: [listing.id] })).toEqual({ data: { favouriteListingIds: [] } });
    expect(await allFavourites()).toEqual(before);
  });

  it('adds, answers which are favourites, lists and removes, for the signed-in account', async () => {
    const [first, second] = [await puppy({ title: 'Bella' }), await puppy({ title: 'Bodri' })];
    expect((await call(ADD, { id: first.id }, buyer)).data).toEqual({
      addFavourite: { listingId: first.id, isFavourite: true },
    });
    expect((await call(IDS, { ids: [first.id, second.id] }, buyer)).data).toEqual({
      favouriteListingIds: [first.id],
    });
    const wishList = (await call(WISH_LIST, {}, buyer)).data?.myWishList as {
      total: number;
      items: { status: string; isPublic: boolean; listing: { id: string; title: string } }[];
    };
    expect(wishList).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(wishList.items[0]).toMatchObject({
      status: 'ACTIVE',
      isPublic: true,
      listing: { id: first.id, title: 'Bella', priceAmount: 40_000_000, currency: 'HUF' },
    });
    expect((await call(REMOVE, { id: first.id }, buyer)).data).toEqual({
      removeFavourite: { listingId: first.id, isFavourite: false },
    });
    expect((await call(IDS, { ids: [first.id] }, buyer)).data).toEqual({
      favouriteListingIds: [],
    });
  });

  it('never shows one account’s favourites to another', async () => {
    const listing = await puppy();
    await call(ADD, { id: listing.id }, buyer);
    expect((await call(IDS, { ids: [listing.id] }, other)).data).toEqual({
      favouriteListingIds: [],
    });
    const wishList = (await call(WISH_LIST, {}, other)).data?.myWishList as {
      items: { listing: { id: string } }[];
    };
    expect(wishList.items.map((item) => item.listing.id)).not.toContain(listing.id);
    // Removing "it" as the other account leaves the buyer's favourite alone.
    await call(REMOVE, { id: listing.id }, other);
    expect((await call(IDS, { ids: [listing.id] }, buyer)).data).toEqual({
      favouriteListingIds: [listing.id],
    });
  });

  it('lets an account with an unconfirmed address favourite', async () => {
    const listing = await puppy();
    expect((await call(ADD, { id: listing.id }, unverified)).data).toEqual({
      addFavourite: { listingId: listing.id, isFavourite: true },
    });
  });

  it('answers NOT_FOUND for a listing that is not public', async () => {
    const listing = await puppy({ status: 'draft' });
    const answer = await call(ADD, { id: listing.id }, buyer);
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps a sold favourite on the wish list as SOLD, no longer public', async () => {
    const listing = await puppy({ title: 'Sold later' });
    await call(ADD, { id: listing.id }, other);
    await handle.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, listing.id));
    const wishList = (await call(WISH_LIST, {}, other)).data?.myWishList as {
      items: { status: string; isPublic: boolean; listing: { title: string } }[];
    };
    expect(wishList.items[0]).toMatchObject({
      status: 'SOLD',
      isPublic: false,
      listing: { title: 'Sold later' },
    });
  });

  it('refuses more than 100 ids at once', async () => {
    const answer = await call(IDS, { ids: Array.from({ length: 101 }, () => 'x') }, buyer);
    expect(answer.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});
