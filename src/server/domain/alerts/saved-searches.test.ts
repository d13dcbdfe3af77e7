import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSavedSearch } from '../../../../tests/support/alert-factories';
import { createTestViewer } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { deleteSavedSearch } from './delete-saved-search';
import { findOwnSavedSearches } from './find-own-saved-searches';
import { saveSearch } from './save-search';
import { updateSavedSearch } from './update-saved-search';

let handle: DatabaseHandle;
let buyer: Viewer;

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, locale: 'hu' });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; fields?: Record<string, string> }) => ({
      code: error.code,
      fields: error.fields,
    }),
  );
const rowsOf = (userId: string) =>
  handle.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

beforeAll(async () => {
  handle = await createTestDatabase();
  buyer = await createTestViewer(handle);
});
afterAll(() => handle.close());

describe('saveSearch', () => {
  it('reads the search once into match columns, prices as EUR cents at the stored rates', async () => {
    const viewer = await createTestViewer(handle);
    const saved = await saveSearch(as(viewer), {
      name: '  Vizsla near Szeged ',
      frequency: 'daily',
      breedKey: 'hungarian-short-haired-pointer-vizsla',
      query:
        '?country=HU&priceMax=200&currency=EUR&sex=female&ageMax=6&type=puppy&pedigree=1&page=3',
    });
    expect(saved).toMatchObject({
      name: 'Vizsla near Szeged',
      frequency: 'daily',
      isSubscribed: true,
    });
    expect(saved.query).toBe(
      'country=HU&priceMax=200&currency=EUR&sex=female&ageMax=6&pedigree=1&type=puppy',
    );
    const [row] = await rowsOf(viewer.id);
    expect(row).toMatchObject({
      matchBreed: 'hungarian-short-haired-pointer-vizsla',
      matchCountry: 'HU',
      kinds: ['puppy'],
      priceMaxEurCents: 20_000,
      priceMinEurCents: null,
      sex: 'female',
      ageMaxMonths: 6,
      pedigree: true,
      currency: 'EUR',
    });
  });

  it('takes all breeds and the visitor’s currency when the search names neither', async () => {
    const viewer = await createTestViewer(handle);
    await saveSearch(as(viewer), { name: 'All', frequency: 'weekly', breedKey: null, query: '' });
    const [row] = await rowsOf(viewer.id);
    expect(row).toMatchObject({ matchBreed: '', matchCountry: '', currency: 'HUF' });
    expect(row!.kinds).toEqual(['puppy', 'adult']);
  });

  it.each([
    ['an unknown breed', { breedKey: 'unicorn-terrier' }, { breedKey: 'breedUnknown' }],
    ['an empty name', { name: '   ' }, { name: 'required' }],
    ['a name too long', { name: 'x'.repeat(81) }, { name: 'tooLong' }],
    ['an unknown frequency', { frequency: 'hourly' as 'daily' }, { frequency: 'required' }],
  ])('refuses %s with its field and writes nothing', async (_name, input, fields) => {
    const viewer = await createTestViewer(handle);
    expect(await failureOf(createTestSavedSearch(handle, viewer, input))).toEqual({
      code: 'VALIDATION',
      fields,
    });
    expect(await rowsOf(viewer.id)).toEqual([]);
  });

  it('refuses visitors', async () => {
    expect((await failureOf(createTestSavedSearch(handle, null as never)))?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('managing saved searches', () => {
  it('lists only the viewer’s own, newest first', async () => {
    const viewer = await createTestViewer(handle);
    await createTestSavedSearch(handle, viewer, { name: 'First' });
    await createTestSavedSearch(handle, viewer, { name: 'Second' });
    await createTestSavedSearch(handle, buyer, { name: 'Someone else’s' });
    const names = (await findOwnSavedSearches(as(viewer))).map((search) => search.name);
    expect(names.sort()).toEqual(['First', 'Second']);
  });

  it('changes the frequency and turns an unsubscribed search back on', async () => {
    const search = await createTestSavedSearch(handle, buyer);
    await handle.db
      .update(savedSearches)
      .set({ unsubscribedAt: new Date() })
      .where(eq(savedSearches.id, search.id));
    const changed = await updateSavedSearch(as(buyer), { id: search.id, frequency: 'weekly' });
    expect(changed).toMatchObject({ frequency: 'weekly', isSubscribed: true, name: 'Vizslas' });
  });

  it.each([
    ['update', (id: string) => updateSavedSearch(as(buyer), { id, name: 'Mine now' })],
    ['delete', (id: string) => deleteSavedSearch(as(buyer), { id })],
  ])('answers NOT_FOUND to %s of another user’s search and changes nothing', async (_n, act) => {
    const other = await createTestViewer(handle);
    const theirs = await createTestSavedSearch(handle, other, { name: 'Theirs' });
    expect((await failureOf(act(theirs.id)))?.code).toBe('NOT_FOUND');
    expect((await failureOf(act('not-an-id')))?.code).toBe('NOT_FOUND');
    const [row] = await rowsOf(other.id);
    expect(row).toMatchObject({ name: 'Theirs', frequency: 'instant' });
  });

  it('deletes an own search', async () => {
    const viewer = await createTestViewer(handle);
    const search = await createTestSavedSearch(handle, viewer);
    expect(await deleteSavedSearch(as(viewer), { id: search.id })).toEqual({
      id: search.id,
      name: 'Vizslas',
    });
    expect(await rowsOf(viewer.id)).toEqual([]);
  });
});
