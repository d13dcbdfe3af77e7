import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBreeder,
  createTestViewer,
  testPuppyInput,
} from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { ListingInput } from '@/validation/listings';
import type { Viewer } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { listingParents, listings } from '../../db/schema';
import { DomainError, ValidationError } from '../errors';
import type { ListingStatus } from './listing-states';
import { createListing, updateListing } from './save-listing';

// A fixed clock: the date rules (birth in the past, 8 weeks, puppy under 12 months) need one.
const NOW = new Date('2026-11-20T10:00:00Z');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const as = (viewer: Viewer | null) => createTestContext(handle, { viewer, now: NOW });

async function breeder() {
  const { viewer } = await createTestBreeder(handle);
  return as(viewer);
}

const litterInput = (overrides: Partial<ListingInput> = {}): ListingInput => ({
  kind: 'litter',
  title: 'Vizsla alom tavasszal',
  breedKey: 'hungarian-short-haired-pointer-vizsla',
  expectedBirthDate: '2026-12-15',
  expectedCount: 6,
  price: 400000,
  priceMax: 500000,
  currency: 'HUF',
  countryCode: 'HU',
  city: 'Szeged',
  depositType: 'amount',
  depositValue: 50000,
  refundPolicy: { hu: 'A foglaló 14 napig visszajár.' },
  parents: [{ role: 'dam', name: 'Bella', birthYear: 2020 }],
  ...overrides,
});

/** Every listing and parent row, to prove a refused call saved nothing. */
async function everything() {
  return {
    listings: await handle.db.select().from(listings).orderBy(asc(listings.id)),
    parents: await handle.db.select().from(listingParents).orderBy(asc(listingParents.id)),
  };
}

const parentsOf = (listingId: string) =>
  handle.db
    .select()
    .from(listingParents)
    .where(eq(listingParents.listingId, listingId))
    .orderBy(asc(listingParents.role));

/** The error a call failed with (the test fails if it succeeded). */
async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const result = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(result).toBeInstanceOf(DomainError);
  return result as DomainError;
}

describe('createListing', () => {
  it('creates a draft puppy ad with its parents, prices in minor units', async () => {
    const ctx = await breeder();
    const listing = await createListing(ctx, testPuppyInput());
    expect(listing).toMatchObject({
      kind: 'puppy',
      status: 'draft',
      title: 'Vizsla kiskutya eladó',
      sex: 'female',
      birthDate: '2026-10-01',
      priceAmount: 45_000_000,
      currency: 'HUF',
      microchip: expect.stringMatching(/^348\d{12}$/),
      depositType: 'percent',
      depositValue: 20,
      description: { hu: 'Kedves, egészséges szuka.' },
      publishedAt: null,
      expiresAt: null,
    });
    expect(listing.slug).toMatch(/^vizsla-kiskutya-elado-[0-9a-f]{6}$/);
    const parents = await parentsOf(listing.id);
    expect(parents).toMatchObject([
      { role: 'sire', name: 'Bodri', birthYear: 2019, healthTests: [] },
      { role: 'dam', name: 'Bella', birthYear: 2020, healthTests: [{ name: 'HD', result: 'A' }] },
    ]);
  });

  it.each([
    ['born 11 months ago', '2025-12-20', 'puppy'],
    ['one day before the first birthday', '2025-11-21', 'puppy'],
    ['on the first birthday', '2025-11-20', 'adult'],
    ['born three years ago', '2023-06-01', 'adult'],
  ])('a dog %s is a %s (computed from the birth date)', async (_name, birthDate, kind) => {
    const ctx = await breeder();
    const listing = await createListing(ctx, testPuppyInput({ birthDate, availableFrom: '' }));
    expect(listing.kind).toBe(kind);
  });

  it('creates a planned litter without sex or birth date', async () => {
    const listing = await createListing(await breeder(), litterInput());
    expect(listing).toMatchObject({
      kind: 'litter',
      status: 'draft',
      sex: null,
      birthDate: null,
      expectedBirthDate: '2026-12-15',
      priceAmount: 40_000_000,
      priceMaxAmount: 50_000_000,
      depositValue: 5_000_000,
    });
  });

  it.each([
    ['yesterday', '2026-11-19'],
    ['January 2024', '2024-01-15'],
  ])('refuses a planned litter expected in the past (%s)', async (_name, expectedBirthDate) => {
    const ctx = await breeder();
    const before = await everything();
    const error = await failure(createListing(ctx, litterInput({ expectedBirthDate })));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toMatchObject({ expectedBirthDate: 'dateInPast' });
    expect(await everything()).toEqual(before);
  });

  it('accepts a litter expected today', async () => {
    const listing = await createListing(
      await breeder(),
      litterInput({ expectedBirthDate: '2026-11-20' }),
    );
    expect(listing.expectedBirthDate).toBe('2026-11-20');
  });

  const parent = { role: 'dam' as const, name: 'Bella' };
  it.each<[string, Partial<ListingInput>, Record<string, string>]>([
    ['a birth date in the future', { birthDate: '2026-11-21' }, { birthDate: 'dateInFuture' }],
    [
      'available before 8 weeks of age',
      { availableFrom: '2026-11-25' },
      { availableFrom: 'availableTooEarly' },
    ],
    ['a negative price', { price: -1 }, { price: 'priceNegative' }],
    ['an unknown currency', { currency: 'XYZ' as never }, { currency: 'currencyInvalid' }],
    ['a 14-digit microchip', { microchip: '34809810012345' }, { microchip: 'microchipInvalid' }],
    ['a 16-digit microchip', { microchip: '3480981001234567' }, { microchip: 'microchipInvalid' }],
    [
      'a microchip whose first digits no country or maker has',
      { microchip: '111098100123456' },
      { microchip: 'microchipCodeUnknown' },
    ],
    [
      'a test transponder number',
      { microchip: '999000000000001' },
      { microchip: 'microchipCodeUnknown' },
    ],
    [
      'a microchip with letters',
      { microchip: '34809810012345A' },
      { microchip: 'microchipInvalid' },
    ],
    ['a title over 140 characters', { title: 'x'.repeat(141) }, { title: 'titleTooLong' }],
    [
      'a pedigree without a registry',
      { hasPedigree: true, pedigreeRegistry: '' },
      { pedigreeRegistry: 'required' },
    ],
    [
      'a parent born before 1950',
      { parents: [{ ...parent, birthYear: 1949 }] },
      { 'dam.birthYear': 'yearTooEarly' },
    ],
    [
      // Named as the editor names the field, so the refusal stands next to it.
      'a sire without a name',
      { parents: [{ role: 'sire', name: ' ', titles: 'CH' }] },
      { 'sire.name': 'required' },
    ],
    [
      'the same parent role twice',
      { parents: [parent, { ...parent, name: 'Cirmi' }] },
      { parents: 'parentTwice' },
    ],
    ['an unknown breed', { breedKey: 'unicorn' }, { breedKey: 'breedUnknown' }],
    ['a dog without sex', { sex: undefined }, { sex: 'required' }],
    ['a deposit over 100 percent', { depositValue: 120 }, { depositValue: 'percentInvalid' }],
    ['a video link without https', { videoUrl: 'http://x.test/v' }, { videoUrl: 'urlInvalid' }],
  ])('refuses %s with the field key and saves nothing', async (_name, change, fields) => {
    const ctx = await breeder();
    const before = await everything();
    const error = await failure(createListing(ctx, testPuppyInput(change)));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toMatchObject(fields);
    expect(await everything()).toEqual(before);
  });

  it.each<[string, () => Promise<Viewer | null>, string, Record<string, string>]>([
    ['a visitor', async () => null, 'UNAUTHENTICATED', {}],
    [
      'an account with an unconfirmed address',
      async () => ({ ...(await createTestBreeder(handle)).viewer, emailVerified: false }),
      'FORBIDDEN',
      { form: 'emailNotVerified' },
    ],
    [
      'an account without a kennel',
      () => createTestViewer(handle),
      'CONFLICT',
      { form: 'kennelRequired' },
    ],
  ])('refuses %s and saves nothing', async (_name, viewer, code, fields) => {
    const ctx = as(await viewer());
    const before = await everything();
    const error = await failure(createListing(ctx, testPuppyInput()));
    expect(error).toMatchObject({ code, fields });
    expect(await everything()).toEqual(before);
  });
});

describe('updateListing', () => {
  it('saves the fields and replaces the parents', async () => {
    const ctx = await breeder();
    const listing = await createListing(ctx, testPuppyInput());
    const saved = await updateListing(
      ctx,
      listing.id,
      testPuppyInput({
        title: 'Vizsla szuka',
        price: 500000,
        parents: [{ role: 'sire', name: 'Bodri II' }],
      }),
    );
    expect(saved).toMatchObject({ id: listing.id, title: 'Vizsla szuka', priceAmount: 50_000_000 });
    expect(saved.slug).toBe(listing.slug);
    expect(await parentsOf(listing.id)).toMatchObject([{ role: 'sire', name: 'Bodri II' }]);
  });

  it('keeps a published dog the kind its address says', async () => {
    const ctx = await breeder();
    const listing = await createListing(ctx, testPuppyInput());
    await handle.db.update(listings).set({ status: 'active' }).where(eq(listings.id, listing.id));
    const saved = await updateListing(
      ctx,
      listing.id,
      testPuppyInput({ birthDate: '2023-01-01', availableFrom: '' }),
    );
    expect(saved).toMatchObject({ kind: 'puppy', birthDate: '2023-01-01' });
  });

  it.each<ListingStatus>(['reserved', 'sold', 'deleted'])(
    'refuses to edit a %s ad and changes nothing',
    async (status) => {
      const ctx = await breeder();
      const listing = await createListing(ctx, testPuppyInput());
      await handle.db.update(listings).set({ status }).where(eq(listings.id, listing.id));
      const before = await everything();
      const error = await failure(
        updateListing(ctx, listing.id, testPuppyInput({ title: 'Changed title', parents: [] })),
      );
      expect(error).toMatchObject({ code: 'CONFLICT', fields: { form: 'listingNotEditable' } });
      expect(await everything()).toEqual(before);
    },
  );

  it.each([
    ['a litter into a dog', litterInput(), testPuppyInput()],
    ['a dog into a litter', testPuppyInput(), litterInput()],
  ])('refuses to turn %s', async (_name, first, second) => {
    const ctx = await breeder();
    const listing = await createListing(ctx, first);
    const before = await everything();
    const error = await failure(updateListing(ctx, listing.id, second));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({ kind: 'kindFixed' });
    expect(await everything()).toEqual(before);
  });

  it('refuses invalid fields on update and keeps the saved ad', async () => {
    const ctx = await breeder();
    const listing = await createListing(ctx, testPuppyInput());
    const before = await everything();
    const error = await failure(updateListing(ctx, listing.id, testPuppyInput({ price: -5 })));
    expect(error.fields).toMatchObject({ price: 'priceNegative' });
    expect(await everything()).toEqual(before);
  });

  it.each<[string, (owner: Viewer) => Promise<Viewer | null>, string]>([
    ['a visitor', async () => null, 'UNAUTHENTICATED'],
    ['another breeder', async () => (await createTestBreeder(handle)).viewer, 'FORBIDDEN'],
    [
      'the owner with an unconfirmed address',
      async (owner) => ({ ...owner, emailVerified: false }),
      'FORBIDDEN',
    ],
  ])('refuses %s and changes nothing', async (_name, actor, code) => {
    const owner = (await createTestBreeder(handle)).viewer;
    const listing = await createListing(as(owner), testPuppyInput());
    const before = await everything();
    const error = await failure(
      updateListing(as(await actor(owner)), listing.id, testPuppyInput({ title: 'Taken over' })),
    );
    expect(error.code).toBe(code);
    expect(await everything()).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    const ctx = await breeder();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await failure(updateListing(ctx, id, testPuppyInput()))).code).toBe('NOT_FOUND');
    }
  });
});
