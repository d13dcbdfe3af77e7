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
import { getOwnListing } from './get-own-listing';
import { markLitterBorn } from './mark-litter-born';
import { createListing } from './save-listing';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;

let handle: DatabaseHandle;
let breeder: Viewer;
let puppyId: string;

const as = (viewer: Viewer | null, now = NOW) => createTestContext(handle, { viewer, now });

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ viewer: breeder } = await createTestBreeder(handle));
  puppyId = (await createListing(as(breeder), testPuppyInput())).id;
});
afterAll(() => handle.close());

describe('getOwnListing', () => {
  it('gives the owner the whole listing with parents, kennel and allowed changes', async () => {
    const listing = await getOwnListing(as(breeder), puppyId);
    expect(listing).toMatchObject({
      id: puppyId,
      kind: 'puppy',
      status: 'draft',
      priceAmount: 45_000_000,
      microchip: expect.stringMatching(/^348\d{12}$/),
      photoCount: 0,
      actions: ['publish', 'delete'],
      isEditable: true,
      isPublic: false,
      restoreDaysLeft: null,
      puppies: [],
    });
    expect(listing.parents.map((p) => [p.role, p.name])).toEqual([
      ['sire', 'Bodri'],
      ['dam', 'Bella'],
    ]);
    expect(listing.parents.find((p) => p.role === 'dam')?.healthTests).toEqual([
      { name: 'HD', result: 'A' },
    ]);
    expect(listing.kennel.slug).toBe(breeder.id);
  });

  it.each([
    ['another breeder', async () => (await createTestBreeder(handle)).viewer, 'FORBIDDEN'],
    ['a buyer', () => createTestViewer(handle), 'FORBIDDEN'],
    ['a signed-out visitor', async () => null, 'UNAUTHENTICATED'],
  ])('refuses %s', async (_name, who, code) => {
    await expect(getOwnListing(as(await who()), puppyId)).rejects.toMatchObject({ code });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers NOT_FOUND for %s', async (_name, id) => {
    await expect(getOwnListing(as(breeder), id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('offers unpublish, renew, sell and delete once published, and links the public ad', async () => {
    const id = (await createListing(as(breeder), testPuppyInput({ title: 'Published one' }))).id;
    await attachTestPhoto(handle, breeder.id, id);
    await handle.db
      .update(listings)
      .set({ status: 'active', publishedAt: NOW })
      .where(eq(listings.id, id));
    expect(await getOwnListing(as(breeder), id)).toMatchObject({
      status: 'active',
      photoCount: 1,
      actions: ['unpublish', 'renew', 'sell', 'delete'],
      isPublic: true,
    });
  });

  it.each([
    [29, ['restore'], 1],
    [30, ['restore'], 0],
    [31, [], null],
  ])('a listing deleted %i days ago allows %j', async (days, actions, daysLeft) => {
    const id = (await createListing(as(breeder), testPuppyInput({ title: `Deleted ${days}` }))).id;
    await handle.db
      .update(listings)
      .set({ status: 'deleted', deletedAt: new Date(NOW.getTime() - days * DAY) })
      .where(eq(listings.id, id));
    expect(await getOwnListing(as(breeder), id)).toMatchObject({
      actions,
      restoreDaysLeft: daysLeft,
      isEditable: false,
    });
  });

  it('lists the puppy drafts a born litter became', async () => {
    // Announced in October, ahead of its date (a date already past is refused).
    const announcing = createTestContext(handle, {
      viewer: breeder,
      now: new Date('2026-10-01T10:00:00Z'),
    });
    const litter = await createListing(
      announcing,
      testPuppyInput({
        kind: 'litter',
        title: 'Spring litter',
        sex: undefined,
        birthDate: '',
        availableFrom: '',
        microchip: '',
        expectedBirthDate: '2026-11-10',
        expectedCount: 2,
      }),
    );
    await handle.db.update(listings).set({ status: 'planned' }).where(eq(listings.id, litter.id));
    expect((await getOwnListing(as(breeder), litter.id)).actions).toEqual([
      'markBorn',
      'close',
      'delete',
    ]);
    await markLitterBorn(as(breeder), litter.id, {
      birthDate: '2026-11-12',
      puppies: [{ sex: 'male' }, { sex: 'female', colour: 'sárga' }],
    });
    const born = await getOwnListing(as(breeder), litter.id);
    expect(born.status).toBe('born');
    expect(born.puppies.map((p) => [p.title, p.sex, p.status])).toEqual([
      ['Spring litter – 1', 'male', 'draft'],
      ['Spring litter – 2', 'female', 'draft'],
    ]);
  });
});
