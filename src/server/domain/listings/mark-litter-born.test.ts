import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { ListingInput } from '@/validation/listings';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listingParents, listings } from '../../db/schema';
import { DomainError } from '../errors';
import { publishListing } from './change-listing-state';
import type { ListingStatus } from './listing-states';
import { markLitterBorn } from './mark-litter-born';
import { createListing } from './save-listing';

const NOW = new Date('2026-11-20T10:00:00Z');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now: NOW });
// Litters are announced before their expected date (a date already past is refused).
const ANNOUNCED = new Date('2026-09-01T10:00:00Z');
const announcing = (viewer: Viewer) => createTestContext(handle, { viewer, now: ANNOUNCED });

const LITTER: ListingInput = {
  kind: 'litter',
  title: 'Komondor alom',
  breedKey: 'komondor',
  expectedBirthDate: '2026-11-15',
  expectedCount: 7,
  price: 600000,
  priceMax: 700000,
  currency: 'HUF',
  countryCode: 'HU',
  region: 'Bács-Kiskun',
  city: 'Kecskemét',
  hasPedigree: true,
  pedigreeRegistry: 'MEOE',
  depositType: 'amount',
  depositValue: 100000,
  refundPolicy: { hu: 'A foglaló 14 napig visszajár.', en: 'Refundable for 14 days.' },
  description: { hu: 'Munkavonalú szülők.' },
  parents: [
    { role: 'dam', name: 'Csillag', birthYear: 2021, healthTests: [{ name: 'HD', result: 'A' }] },
    { role: 'sire', name: 'Bundás', birthYear: 2019, titles: 'HPJ' },
  ],
};

/** A litter of a fresh breeder, announced (planned) unless told to stay a draft. */
async function litter(status: 'draft' | 'planned' = 'planned') {
  const { viewer, kennel } = await createTestBreeder(handle);
  const created = await createListing(announcing(viewer), LITTER);
  if (status === 'planned') await publishListing(announcing(viewer), created.id);
  return { owner: viewer, kennel, id: created.id };
}

const rowsOfKennel = (kennelId: string) =>
  handle.db
    .select()
    .from(listings)
    .where(eq(listings.kennelId, kennelId))
    .orderBy(asc(listings.id));

const parentsOf = (listingId: string) =>
  handle.db
    .select()
    .from(listingParents)
    .where(eq(listingParents.listingId, listingId))
    .orderBy(asc(listingParents.role));

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

type BornInput = Parameters<typeof markLitterBorn>[2];
const BORN: BornInput = {
  birthDate: '2026-11-10',
  puppies: [
    { sex: 'male', colour: 'fehér', price: 650000 },
    { sex: 'female' },
    { sex: 'female', colour: 'fehér' },
  ],
};

describe('markLitterBorn', () => {
  it('turns a planned litter into puppy drafts that copy its terms', async () => {
    const { owner, kennel, id } = await litter();
    const puppies = await markLitterBorn(as(owner), id, BORN);

    expect(puppies).toHaveLength(3);
    const [litterRow] = await handle.db.select().from(listings).where(eq(listings.id, id));
    expect(litterRow).toMatchObject({ status: 'born', birthDate: '2026-11-10' });
    for (const puppy of puppies) {
      expect(puppy).toMatchObject({
        kennelId: kennel.id,
        kind: 'puppy',
        status: 'draft',
        litterId: id,
        breedKey: 'komondor',
        birthDate: '2026-11-10',
        // 8 weeks: 2026-11-10 + 56 days.
        availableFrom: '2027-01-05',
        currency: 'HUF',
        countryCode: 'HU',
        region: 'Bács-Kiskun',
        city: 'Kecskemét',
        hasPedigree: true,
        pedigreeRegistry: 'MEOE',
        depositType: 'amount',
        depositValue: 10_000_000,
        refundPolicy: LITTER.refundPolicy,
        description: LITTER.description,
        publishedAt: null,
      });
      expect(await parentsOf(puppy.id)).toMatchObject([
        { role: 'sire', name: 'Bundás', birthYear: 2019, titles: 'HPJ' },
        { role: 'dam', name: 'Csillag', healthTests: [{ name: 'HD', result: 'A' }] },
      ]);
    }
    expect(puppies.map((p) => [p.sex, p.colour, p.priceAmount])).toEqual([
      ['male', 'fehér', 65_000_000],
      // Without a price of its own a puppy takes the litter's lowest price.
      ['female', null, 60_000_000],
      ['female', 'fehér', 60_000_000],
    ]);
    expect(new Set(puppies.map((p) => p.slug)).size).toBe(3);
    // The litter keeps its own parents.
    expect(await parentsOf(id)).toHaveLength(2);
  });

  it.each<[string, Partial<BornInput>, Record<string, string>]>([
    ['a birth date in the future', { birthDate: '2026-11-21' }, { birthDate: 'dateInFuture' }],
    ['an invalid birth date', { birthDate: '2026-02-30' }, { birthDate: 'dateInvalid' }],
    ['no puppies', { puppies: [] }, { puppies: 'required' }],
    ['a puppy without sex', { puppies: [{ sex: 'x' }] }, { puppies: 'required' }],
    ['a negative price', { puppies: [{ sex: 'male', price: -1 }] }, { puppies: 'priceNegative' }],
  ])('refuses %s and changes nothing', async (_name, change, fields) => {
    const { owner, kennel, id } = await litter();
    const before = await rowsOfKennel(kennel.id);
    const error = await failure(markLitterBorn(as(owner), id, { ...BORN, ...change }));
    expect(error).toMatchObject({ code: 'VALIDATION', fields });
    expect(await rowsOfKennel(kennel.id)).toEqual(before);
  });

  it.each<ListingStatus>(['draft', 'born', 'deleted', 'closed'])(
    'refuses a %s litter with CONFLICT and creates no puppies',
    async (status) => {
      const { owner, kennel, id } = await litter('draft');
      if (status !== 'draft') {
        await handle.db.update(listings).set({ status }).where(eq(listings.id, id));
      }
      const before = await rowsOfKennel(kennel.id);
      const error = await failure(markLitterBorn(as(owner), id, BORN));
      expect(error).toMatchObject({
        code: 'CONFLICT',
        fields: { form: 'listingTransitionRefused' },
      });
      expect(await rowsOfKennel(kennel.id)).toEqual(before);
    },
  );

  it('is not for a dog ad', async () => {
    const { owner, kennel, id } = await litter();
    await handle.db.update(listings).set({ kind: 'puppy' }).where(eq(listings.id, id));
    const before = await rowsOfKennel(kennel.id);
    expect((await failure(markLitterBorn(as(owner), id, BORN))).code).toBe('CONFLICT');
    expect(await rowsOfKennel(kennel.id)).toEqual(before);
  });

  it.each<[string, () => Promise<Viewer | null>, string]>([
    ['a visitor', async () => null, 'UNAUTHENTICATED'],
    ['another breeder', async () => (await createTestBreeder(handle)).viewer, 'FORBIDDEN'],
  ])('refuses %s and changes nothing', async (_name, viewer, code) => {
    const { kennel, id } = await litter();
    const before = await rowsOfKennel(kennel.id);
    expect((await failure(markLitterBorn(as(await viewer()), id, BORN))).code).toBe(code);
    expect(await rowsOfKennel(kennel.id)).toEqual(before);
  });
});
