import type { ListingInput as ListingFields } from '@/validation/listings';
import { builder } from '../builder';
import { LocalizedTextInput, localizedRecord } from './kennels';
import { DEPOSIT_TYPES, DOG_SEXES } from '@/validation/listing-enums';

/** A GraphQL enum whose names are the upper-case forms of the stored values. */
export function upperCaseEnum<const T extends string>(name: string, values: readonly T[]) {
  return builder.enumType(name, {
    values: Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])) as Record<
      Uppercase<T>,
      { value: T }
    >,
  });
}

export const DogSexEnum = upperCaseEnum('DogSex', DOG_SEXES);
export const DepositTypeEnum = upperCaseEnum('DepositType', DEPOSIT_TYPES);
const ListingInputKindEnum = upperCaseEnum('ListingInputKind', ['dog', 'litter']);
const ParentRoleEnum = upperCaseEnum('ParentRole', ['sire', 'dam']);

const HealthTestInput = builder.inputType('HealthTestInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'e.g. HD, ED, PRA' }),
    result: t.string({ required: true }),
  }),
});

const ParentInput = builder.inputType('ParentInput', {
  fields: (t) => ({
    role: t.field({ type: ParentRoleEnum, required: true }),
    name: t.string({ required: true }),
    birthYear: t.int({ description: '1950 or later' }),
    titles: t.string(),
    healthTests: t.field({ type: [HealthTestInput] }),
  }),
});

export const ListingInput = builder.inputType('ListingInput', {
  description: 'An ad’s fields. Prices are in major units (e.g. 1200.50 EUR) of `currency`.',
  fields: (t) => ({
    kind: t.field({ type: ListingInputKindEnum, required: true }),
    title: t.string({ required: true, description: 'At most 140 characters' }),
    breedKey: t.string({ required: true }),
    sex: t.field({ type: DogSexEnum, description: 'Required for a dog' }),
    birthDate: t.string({ description: 'Required for a dog; not in the future' }),
    expectedBirthDate: t.string({ description: 'Required for a litter' }),
    expectedCount: t.int(),
    colour: t.string(),
    price: t.float(),
    priceMax: t.float({ description: 'The top of a litter’s price range' }),
    currency: t.string({ required: true }),
    countryCode: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code' }),
    region: t.string(),
    city: t.string(),
    hasPedigree: t.boolean(),
    pedigreeRegistry: t.string({ description: 'Required with a pedigree' }),
    microchip: t.string({ description: 'Exactly 15 digits' }),
    vaccinations: t.string(),
    deworming: t.string(),
    availableFrom: t.string({ description: 'At least 56 days after the birth date' }),
    depositType: t.field({ type: DepositTypeEnum }),
    depositValue: t.float({ description: 'Major units for AMOUNT, 0-100 for PERCENT' }),
    refundPolicy: t.field({ type: [LocalizedTextInput] }),
    description: t.field({ type: [LocalizedTextInput] }),
    videoUrl: t.string({ description: 'An https:// address' }),
    parents: t.field({ type: [ParentInput], description: 'At most one sire and one dam' }),
  }),
});

const BornPuppyInput = builder.inputType('BornPuppyInput', {
  fields: (t) => ({
    sex: t.field({ type: DogSexEnum, required: true }),
    colour: t.string(),
    price: t.float({ description: 'Major units; the litter’s lowest price when left out' }),
  }),
});

export const LitterBornInput = builder.inputType('LitterBornInput', {
  fields: (t) => ({
    birthDate: t.string({ required: true }),
    puppies: t.field({ type: [BornPuppyInput], required: true }),
  }),
});

type NoNulls<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** GraphQL sends null for an empty optional field; the domain's schemas expect it missing. */
export function withoutNulls<T extends object>(input: T): NoNulls<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null),
  ) as NoNulls<T>;
}

/** The domain's form values from the GraphQL input. */
export function listingValues(input: typeof ListingInput.$inferInput): ListingFields {
  return {
    ...withoutNulls(input),
    kind: input.kind,
    title: input.title,
    breedKey: input.breedKey,
    // Checked against the currency list by the domain (field error `currencyInvalid`).
    currency: input.currency as ListingFields['currency'],
    countryCode: input.countryCode,
    refundPolicy: localizedRecord(input.refundPolicy),
    description: localizedRecord(input.description),
    parents: (input.parents ?? []).map((parent) => ({
      ...withoutNulls(parent),
      role: parent.role,
      name: parent.name,
      healthTests: parent.healthTests ?? [],
    })),
  };
}

/** The domain's "litter born" values from the GraphQL input. */
export function litterBornValues(input: typeof LitterBornInput.$inferInput) {
  return {
    birthDate: input.birthDate,
    puppies: input.puppies.map((puppy) => ({ ...withoutNulls(puppy), sex: puppy.sex })),
  };
}
