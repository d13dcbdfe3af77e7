import type { Locale } from '@/i18n/locales';
import { findBreed } from '@/reference/breeds';
import type { listingParents, listings } from '../schema';
import {
  getBreedProfile,
  healthTests,
  isFciBreed,
  litterSize,
  registeredName,
  type BreedProfile,
} from './demo-breeds';
import { buildKennelName } from './demo-countries';
import type { DemoKennel } from './demo-kennels';
import { buildDeposit, puppyEuros, roundedMinor, toEurCents } from './demo-prices';
import {
  composeDescription,
  composeTitle,
  toListingSlug,
  fillTemplate,
  formatAge,
  formatMonth,
  LANGUAGE_PACKS,
  type ColourKey,
  type Fill,
  type Kind,
} from './demo-texts';
import { toPhotoRow, type PhotoRow } from './images';
import { addDays, toIsoDate } from './random';
import type { SeedContext } from './seed-context';

export type ListingRow = typeof listings.$inferInsert;
export type ParentRow = typeof listingParents.$inferInsert;

export interface ListingBundle {
  listing: ListingRow;
  parents: ParentRow[];
  photos: PhotoRow[];
}

const DAY_MS = 86_400_000;
const CHIP_MAKERS = ['900', '941', '956', '981', '985'];
const TITLES = ['JCH', 'C.I.B.', 'CAC', 'CACIB', 'BOB', 'Junior Winner', 'Club Winner'];
const DESIGNER_BREEDS = new Set(['maltipoo', 'cavapoo', 'goldendoodle', 'mixed']);

function microchip(ctx: SeedContext, kennel: DemoKennel): string {
  const prefix = ctx.rng.chance(0.8) ? kennel.country.chipPrefix : ctx.rng.pick(CHIP_MAKERS);
  return prefix + ctx.rng.digits(12);
}

function parent(
  ctx: SeedContext,
  listingId: string,
  role: 'sire' | 'dam',
  kennel: DemoKennel,
  profile: BreedProfile,
  birthYear: number,
  photos: PhotoRow[],
): ParentRow {
  const { rng, ids } = ctx;
  const affixKennel =
    role === 'dam' || rng.chance(0.3) ? kennel.name : buildKennelName(rng, kennel.country);
  const titles = rng.chance(0.5)
    ? rng.sample([...TITLES, kennel.country.championTitle], rng.int(1, 3)).join(', ')
    : null;
  let photoId: string | null = null;
  if (role === 'dam' && rng.chance(0.5)) {
    const photo = toPhotoRow(rng.pick(ctx.pool.photos), {
      id: ids.uuid(),
      ownerId: kennel.ownerId,
      kind: 'parent',
      subjectId: listingId,
      createdAt: ctx.reference,
    });
    photos.push(photo);
    photoId = photo.id!;
  }
  return {
    id: ids.uuid(),
    listingId,
    role,
    name: registeredName(
      rng,
      role === 'sire' ? 'male' : 'female',
      affixKennel,
      kennel.country.isFamilyNameFirst,
    ),
    breedKey: profile.key === 'mixed' ? null : profile.key,
    birthYear,
    titles,
    healthTests: healthTests(rng, profile),
    photoId,
  };
}

function pedigreeOf(ctx: SeedContext, breedKey: string, kennel: DemoKennel): string | null {
  if (DESIGNER_BREEDS.has(breedKey)) return null;
  if (!isFciBreed(breedKey)) return ctx.rng.chance(0.4) ? 'ABKC' : null;
  return ctx.rng.chance(0.85) ? kennel.country.registry : null;
}

/** One dog ad of the kennel with its parents and photos; `index` makes its slug unique. */
export function buildListing(ctx: SeedContext, index: number, kennel: DemoKennel): ListingBundle {
  const { rng, ids, reference } = ctx;
  const id = ids.uuid();
  const kind = rng.weighted<Kind>([
    ['puppy', 70],
    ['adult', 20],
    ['litter', 10],
  ]);
  const breedKey = rng.chance(0.6) ? kennel.breedKeys[0]! : rng.pick(kennel.breedKeys);
  const profile = getBreedProfile(breedKey);
  const { locale, currency } = kennel.country;
  const sex = kind === 'litter' ? null : rng.chance(0.5) ? 'male' : 'female';
  const colours: ColourKey[] =
    kind === 'litter' ? rng.sample(profile.colours, rng.int(1, 2)) : [rng.pick(profile.colours)];

  const ageDays =
    kind === 'puppy' ? rng.int(56, 280) : kind === 'adult' ? rng.int(366, 8 * 365) : 0;
  const birth = kind === 'litter' ? null : addDays(reference, -ageDays);
  const expectedBirth = kind === 'litter' ? addDays(reference, rng.int(30, 90)) : null;
  const count = kind === 'litter' ? litterSize(rng, profile.size) : null;
  const age = (loc: Locale) =>
    kind === 'adult'
      ? formatAge(loc, 'year', Math.floor(ageDays / 365.25))
      : ageDays < 16 * 7
        ? formatAge(loc, 'week', Math.floor(ageDays / 7))
        : formatAge(loc, 'month', Math.floor(ageDays / 30.44));

  const euros =
    puppyEuros(ctx, profile, kennel.country.code) * (kind === 'adult' ? rng.float(0.4, 0.8) : 1);
  const priceAmount = roundedMinor(euros, currency);
  const priceMaxAmount =
    kind === 'litter' ? roundedMinor(euros * rng.float(1.15, 1.5), currency) : null;

  const registry = pedigreeOf(ctx, breedKey, kennel);
  const status =
    kind === 'litter'
      ? 'planned'
      : kind === 'adult'
        ? 'active'
        : rng.weighted([
            ['active', 78],
            ['reserved', 8],
            ['sold', 6],
            ['draft', 8],
          ] as const);
  const isDraft = status === 'draft';
  const maxAgeDays = kind === 'puppy' ? Math.min(60, ageDays - 21) : 60;
  const publishedAt = isDraft
    ? null
    : new Date(reference.getTime() - rng.int(60, maxAgeDays * 1440) * 60_000);
  const createdAt = publishedAt
    ? new Date(publishedAt.getTime() - rng.int(5, 180) * 60_000)
    : addDays(reference, -rng.int(1, 20));

  const locales: Locale[] = locale === 'en' ? ['en'] : [locale, 'en'];
  const deposit = buildDeposit(ctx, kind, euros, priceAmount, currency, locales);
  const values = (loc: Locale): Fill => ({
    breed: findBreed(breedKey)?.names[loc] ?? breedKey,
    sex: sex ? LANGUAGE_PACKS[loc].sex[sex] : undefined,
    age: kind === 'litter' ? undefined : age(loc),
    colour: colours.map((key) => LANGUAGE_PACKS[loc].colours[key]).join(', '),
    kennel: kennel.name,
    city: kennel.city,
    when: expectedBirth ? formatMonth(loc, expectedBirth) : undefined,
    count: count === null ? undefined : String(count),
    registry: registry ?? undefined,
  });
  const description: Partial<Record<Locale, string>> = {};
  for (const loc of locales)
    description[loc] = composeDescription(rng, loc, kind, registry !== null, values(loc));
  const title = composeTitle(rng, locale, kind, values(locale));
  const pack = LANGUAGE_PACKS[locale];
  const care = kind === 'litter' ? null : kind;
  const year = String(reference.getUTCFullYear() + 1);

  const photos: PhotoRow[] = [];
  const photoCount = rng.weighted([
    [1, 10],
    [2, 20],
    [3, 35],
    [4, 20],
    [5, 15],
  ] as const);
  for (let position = 0; position < photoCount; position++) {
    photos.push(
      toPhotoRow(rng.pick(ctx.pool.photos), {
        id: ids.uuid(),
        ownerId: kennel.ownerId,
        kind: 'listing',
        subjectId: id,
        position,
        createdAt,
      }),
    );
  }
  const litterYear = (birth ?? reference).getUTCFullYear();
  const parents =
    kind !== 'adult' || rng.chance(0.5)
      ? (['sire', 'dam'] as const).map((role) =>
          parent(ctx, id, role, kennel, profile, litterYear - rng.int(2, 7), photos),
        )
      : [];

  const listing: ListingRow = {
    id,
    kennelId: kennel.id,
    kind,
    status,
    slug: toListingSlug(title, locale, index),
    title,
    breedKey,
    sex,
    birthDate: birth ? toIsoDate(birth) : null,
    expectedBirthDate: expectedBirth ? toIsoDate(expectedBirth) : null,
    expectedCount: count,
    colour: colours.map((key) => pack.colours[key]).join(', '),
    priceAmount,
    priceMaxAmount,
    currency,
    priceEurCents: toEurCents(priceAmount, currency),
    countryCode: kennel.country.code,
    region: kennel.region,
    city: kennel.city,
    hasPedigree: registry !== null,
    pedigreeRegistry: registry,
    microchip: kind === 'litter' ? null : microchip(ctx, kennel),
    vaccinations: care ? fillTemplate(rng.pick(pack.vaccinations[care]), { year }) : null,
    deworming: care ? rng.pick(pack.deworming[care]) : null,
    availableFrom: toIsoDate(
      birth && kind === 'puppy'
        ? addDays(birth, rng.int(56, 70))
        : expectedBirth
          ? addDays(expectedBirth, rng.int(56, 63))
          : (publishedAt ?? reference),
    ),
    ...deposit,
    description,
    coverPhotoId: photos.find((photo) => photo.kind === 'listing')?.id ?? null,
    publishedAt,
    expiresAt: publishedAt ? new Date(publishedAt.getTime() + 90 * DAY_MS) : null,
    createdAt,
    updatedAt: publishedAt ?? createdAt,
  };
  return { listing, parents, photos };
}
