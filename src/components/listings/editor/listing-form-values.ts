import type { ZodError } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { OwnListing } from '@/server/domain/listings/get-own-listing';
import { listingFieldErrors, type ListingInput } from '@/validation/listings';
import type { DepositType, DogSex } from '@/validation/listing-enums';

export type ParentRole = 'dam' | 'sire';
export const PARENT_ROLES: readonly ParentRole[] = ['dam', 'sire'];

export interface HealthTestValues {
  name: string;
  result: string;
}

export interface ParentValues {
  name: string;
  birthYear: string;
  titles: string;
  healthTests: HealthTestValues[];
}

/** What the editor holds while a breeder types: strings as the inputs give them. */
export interface ListingFormValues {
  kind: 'dog' | 'litter';
  title: string;
  breedKey: string;
  sex: '' | DogSex;
  birthDate: string;
  expectedBirthDate: string;
  expectedCount: string;
  colour: string;
  price: string;
  priceMax: string;
  currency: string;
  countryCode: string;
  region: string;
  city: string;
  hasPedigree: boolean;
  pedigreeRegistry: string;
  microchip: string;
  vaccinations: string;
  deworming: string;
  availableFrom: string;
  depositType: DepositType;
  depositValue: string;
  refundPolicy: Partial<Record<Locale, string>>;
  description: Partial<Record<Locale, string>>;
  videoUrl: string;
  dam: ParentValues;
  sire: ParentValues;
}

const emptyParent = (): ParentValues => ({ name: '', birthYear: '', titles: '', healthTests: [] });

/** A new ad: the kennel's place and the language's currency filled in. */
export function emptyListingValues(defaults: {
  kind: 'dog' | 'litter';
  currency: string;
  countryCode: string;
  region?: string | null;
  city?: string | null;
}): ListingFormValues {
  return {
    kind: defaults.kind,
    title: '',
    breedKey: '',
    sex: '',
    birthDate: '',
    expectedBirthDate: '',
    expectedCount: '',
    colour: '',
    price: '',
    priceMax: '',
    currency: defaults.currency,
    countryCode: defaults.countryCode,
    region: defaults.region ?? '',
    city: defaults.city ?? '',
    hasPedigree: false,
    pedigreeRegistry: '',
    microchip: '',
    vaccinations: '',
    deworming: '',
    availableFrom: '',
    depositType: 'none',
    depositValue: '',
    refundPolicy: {},
    description: {},
    videoUrl: '',
    dam: emptyParent(),
    sire: emptyParent(),
  };
}

const MINOR = 100;
const major = (minor: number | null) => (minor === null ? '' : String(minor / MINOR));

/** The saved ad as editor values (prices back from minor to major units). */
export function listingFormValues(listing: OwnListing): ListingFormValues {
  const parent = (role: ParentRole): ParentValues => {
    const found = listing.parents.find((p) => p.role === role);
    if (!found) return emptyParent();
    return {
      name: found.name,
      birthYear: found.birthYear === null ? '' : String(found.birthYear),
      titles: found.titles ?? '',
      healthTests: found.healthTests.map((test) => ({ ...test })),
    };
  };
  return {
    kind: listing.kind === 'litter' ? 'litter' : 'dog',
    title: listing.title,
    breedKey: listing.breedKey,
    sex: listing.sex ?? '',
    birthDate: listing.birthDate ?? '',
    expectedBirthDate: listing.expectedBirthDate ?? '',
    expectedCount: listing.expectedCount === null ? '' : String(listing.expectedCount),
    colour: listing.colour ?? '',
    price: major(listing.priceAmount),
    priceMax: major(listing.priceMaxAmount),
    currency: listing.currency,
    countryCode: listing.countryCode,
    region: listing.region ?? '',
    city: listing.city ?? '',
    hasPedigree: listing.hasPedigree,
    pedigreeRegistry: listing.pedigreeRegistry ?? '',
    microchip: listing.microchip ?? '',
    vaccinations: listing.vaccinations ?? '',
    deworming: listing.deworming ?? '',
    availableFrom: listing.availableFrom ?? '',
    depositType: listing.depositType,
    depositValue:
      listing.depositType === 'amount'
        ? major(listing.depositValue)
        : listing.depositValue === null
          ? ''
          : String(listing.depositValue),
    refundPolicy: { ...listing.refundPolicy },
    description: { ...listing.description },
    videoUrl: listing.videoUrl ?? '',
    dam: parent('dam'),
    sire: parent('sire'),
  };
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
const filled = (texts: Partial<Record<Locale, string>>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text && text.trim() !== ''));
const parentHasAnything = (parent: ParentValues) =>
  Boolean(parent.name.trim() || parent.birthYear || parent.titles.trim()) ||
  parent.healthTests.length > 0;

/**
 * What the shared schema and the server take: fields the kind does not have are left out,
 * a parent is sent once anything about it is filled in (dam first, then sire).
 */
export function toListingInput(values: ListingFormValues): ListingInput {
  const isDog = values.kind === 'dog';
  return {
    kind: values.kind,
    title: values.title,
    breedKey: values.breedKey,
    sex: isDog && values.sex ? values.sex : undefined,
    birthDate: isDog ? values.birthDate : '',
    expectedBirthDate: isDog ? '' : values.expectedBirthDate,
    expectedCount: isDog ? undefined : number(values.expectedCount),
    colour: values.colour,
    price: number(values.price),
    priceMax: isDog ? undefined : number(values.priceMax),
    currency: values.currency as ListingInput['currency'],
    countryCode: values.countryCode,
    region: values.region,
    city: values.city,
    hasPedigree: values.hasPedigree,
    pedigreeRegistry: values.hasPedigree ? values.pedigreeRegistry : '',
    microchip: isDog ? values.microchip.replace(/\s+/g, '') : '',
    vaccinations: isDog ? values.vaccinations : '',
    deworming: isDog ? values.deworming : '',
    availableFrom: isDog ? values.availableFrom : '',
    depositType: values.depositType,
    depositValue: values.depositType === 'none' ? undefined : number(values.depositValue),
    refundPolicy: values.depositType === 'none' ? {} : filled(values.refundPolicy),
    description: filled(values.description),
    videoUrl: values.videoUrl.trim(),
    parents: PARENT_ROLES.filter((role) => parentHasAnything(values[role])).map((role) => ({
      role,
      name: values[role].name,
      birthYear: number(values[role].birthYear),
      titles: values[role].titles,
      healthTests: values[role].healthTests,
    })),
  };
}

/** Field keys for the schema's issues, as the editor names its inputs (see listingFieldErrors). */
export function editorErrors(error: ZodError, input: ListingInput): Record<string, string> {
  return listingFieldErrors(error, input);
}

/** The earliest hand-over day of a puppy born on `birthDate` (8 weeks later), or null. */
export function earliestHandover(birthDate: string, days: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const time = Date.parse(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}
