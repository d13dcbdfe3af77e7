import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPuppy } from '../../../../tests/support/buyer-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { addFavourite } from './add-favourite';
import { MAX_LISTING_IDS } from './favourite-rules';
import { findFavouriteListingIds } from './find-favourite-listing-ids';

let handle: DatabaseHandle;
let buyer: Viewer;
let other: Viewer;
const ids: string[] = [];

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer });

beforeAll(async () => {
  handle = await createTestDatabase();
  buyer = await createTestViewer(handle);
  other = await createTestViewer(handle);
  for (let i = 0; i < 4; i++) ids.push((await createTestPuppy(handle)).listing.id);
  await addFavourite(as(buyer), { listingId: ids[1]! });
  await addFavourite(as(buyer), { listingId: ids[3]! });
  await addFavourite(as(other), { listingId: ids[0]! });
});
afterAll(() => handle.close());

describe('findFavouriteListingIds', () => {
  it('answers which of the asked listings are the viewer’s favourites, in the order asked', async () => {
    expect(await findFavouriteListingIds(as(buyer), [ids[3]!, ids[0]!, ids[1]!, ids[2]!])).toEqual([
      ids[3],
      ids[1],
    ]);
  });

  it('never answers with another person’s favourites', async () => {
    expect(await findFavouriteListingIds(as(other), ids)).toEqual([ids[0]]);
    const stranger = await createTestViewer(handle);
    expect(await findFavouriteListingIds(as(stranger), ids)).toEqual([]);
  });

  it('answers visitors with nothing', async () => {
    expect(await findFavouriteListingIds(as(null), ids)).toEqual([]);
  });

  it('skips what cannot be a listing id and asks each id once', async () => {
    expect(
      await findFavouriteListingIds(as(buyer), ['nope', ids[1]!, ids[1]!.toUpperCase(), '']),
    ).toEqual([ids[1]]);
    expect(await findFavouriteListingIds(as(buyer), [])).toEqual([]);
  });

  it('refuses more ids than a page or two has', async () => {
    const many = Array.from({ length: MAX_LISTING_IDS + 1 }, () => ids[0]!);
    await expect(findFavouriteListingIds(as(buyer), many)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(
      findFavouriteListingIds(as(buyer), many.slice(0, MAX_LISTING_IDS)),
    ).resolves.toEqual([]);
  });
});
