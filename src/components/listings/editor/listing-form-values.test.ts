import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBreeder, testPuppyInput } from '../../../../tests/support/factories';
import { createTestContext } from '../../../../tests/support/test-context';
import { createTestDatabase } from '../../../../tests/support/test-database';
import type { Viewer } from '@/server/context';
import type { DatabaseHandle } from '@/server/db/client';
import { getOwnListing } from '@/server/domain/listings/get-own-listing';
import { createListing, updateListing } from '@/server/domain/listings/save-listing';
import { listingSchema, type ListingInput } from '@/validation/listings';
import {
  earliestHandover,
  editorErrors,
  emptyListingValues,
  listingFormValues,
  toListingInput,
  type ListingFormValues,
} from './listing-form-values';

const NOW = new Date('2026-11-23T10:00:00Z');
const TODAY = '2026-11-23';

let handle: DatabaseHandle;
let breeder: Viewer;
const as = () => createTestContext(handle, { viewer: breeder, now: NOW });

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ viewer: breeder } = await createTestBreeder(handle));
});
afterAll(() => handle.close());

const errorsOf = (values: ListingFormValues) => {
  const input = toListingInput(values);
  const parsed = listingSchema(TODAY).safeParse(input);
  return parsed.success ? {} : editorErrors(parsed.error, input);
};

describe('editor values', () => {
  it.each([
    ['a puppy', testPuppyInput()],
    [
      'a litter with a price range and a fixed deposit',
      testPuppyInput({
        kind: 'litter',
        title: 'Tavaszi alom',
        sex: undefined,
        birthDate: '',
        availableFrom: '',
        microchip: '',
        expectedBirthDate: '2027-02-01',
        expectedCount: 7,
        price: 400000.5,
        priceMax: 520000,
        depositType: 'amount',
        depositValue: 50000,
        refundPolicy: { hu: 'Visszajár, ha mi mondjuk le.' },
      }),
    ],
  ] as [string, ListingInput][])(
    'round-trips %s: saved → editor → saved again unchanged',
    async (_name, input) => {
      const created = await createListing(as(), input);
      const values = listingFormValues(await getOwnListing(as(), created.id));
      expect(errorsOf(values)).toEqual({});
      const saved = await updateListing(as(), created.id, toListingInput(values));
      const pick = ({ id: _id, updatedAt: _u, ...rest }: typeof saved) => rest;
      expect(pick(saved)).toEqual(pick(created));
    },
  );

  it('leaves out what the kind does not have, empty parents and empty languages', () => {
    const values: ListingFormValues = {
      ...emptyListingValues({ kind: 'litter', currency: 'EUR', countryCode: 'HU' }),
      sex: 'male',
      birthDate: '2026-01-01',
      microchip: '348098100123456',
      description: { hu: 'Szép alom', en: '  ' },
      sire: { name: 'Bodri', birthYear: '2019', titles: '', healthTests: [] },
    };
    expect(toListingInput(values)).toMatchObject({
      sex: undefined,
      birthDate: '',
      microchip: '',
      description: { hu: 'Szép alom' },
      parents: [{ role: 'sire', name: 'Bodri', birthYear: 2019 }],
    });
  });

  it('names errors as the inputs are named, parents by their role', () => {
    const values: ListingFormValues = {
      ...emptyListingValues({ kind: 'dog', currency: 'EUR', countryCode: 'HU' }),
      title: 'x'.repeat(141),
      breedKey: 'unicorn',
      sex: 'female',
      birthDate: '2026-12-01',
      microchip: '1234',
      price: '-5',
      videoUrl: 'http://example.test/video',
      sire: { name: 'Bodri', birthYear: '1949', titles: '', healthTests: [] },
      dam: { name: '', birthYear: '', titles: '', healthTests: [{ name: 'HD', result: '' }] },
    };
    expect(errorsOf(values)).toEqual({
      title: 'titleTooLong',
      breedKey: 'breedUnknown',
      birthDate: 'dateInFuture',
      microchip: 'microchipInvalid',
      price: 'priceNegative',
      videoUrl: 'urlInvalid',
      'dam.name': 'required',
      'dam.healthTests.0.result': 'required',
      'sire.birthYear': 'yearTooEarly',
    });
  });

  it('puts the earliest hand-over 56 days after birth', () => {
    expect(earliestHandover('2026-10-01', 56)).toBe('2026-11-26');
    expect(earliestHandover('', 56)).toBeNull();
    expect(earliestHandover('2026-13-45', 56)).toBeNull();
  });
});
