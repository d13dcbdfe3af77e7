import { findCountry } from '@/reference/countries';
import { findBreed } from '@/reference/breeds';
import { toSlug } from '@/reference/slug';
import { isReservedSlug } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import type { kennelBreeds, kennels, users } from '../schema';
import { pickBreedKey } from './demo-breeds';
import {
  buildKennelName,
  COUNTRY_PROFILES,
  getCountryProfile,
  type CountryProfile,
} from './demo-countries';
import { fillTemplate, LANGUAGE_PACKS } from './demo-texts';
import { LAPSING_PROFILE_KENNEL } from './demo-subscriptions';
import { toPhotoRow, type PhotoRow } from './images';
import { addDays } from './random';
import type { SeedContext } from './seed-context';

export type UserRow = typeof users.$inferInsert;
export type KennelRow = typeof kennels.$inferInsert;
export type KennelBreedRow = typeof kennelBreeds.$inferInsert;

/** What listings need to know about their kennel. */
export interface DemoKennel {
  id: string;
  ownerId: string;
  name: string;
  country: CountryProfile;
  city: string;
  region: string;
  breedKeys: readonly string[];
}

export interface KennelBatch {
  users: UserRow[];
  kennels: KennelRow[];
  kennelBreeds: KennelBreedRow[];
  photos: PhotoRow[];
  demo: DemoKennel[];
}

const COUNTRY_WEIGHTS = COUNTRY_PROFILES.map((profile) => [profile, profile.weight] as const);
const HUNGARIAN_BREEDS = [
  'hungarian-short-haired-pointer-vizsla',
  'komondor',
  'puli',
  'mudi',
  'pumi',
  'kuvasz',
];

function person(ctx: SeedContext, country: CountryProfile): string {
  const people = ctx.rng.chance(0.6) ? country.women : country.men;
  const first = ctx.rng.pick(people.first);
  const last = ctx.rng.pick(people.last);
  return country.isFamilyNameFirst ? `${last} ${first}` : `${first} ${last}`;
}

function phone(ctx: SeedContext, countryCode: string): string {
  const dial = findCountry(countryCode)?.dial ?? '+36';
  return `${dial} ${ctx.rng.digits(2)} ${ctx.rng.digits(3)} ${ctx.rng.digits(4)}`;
}

function user(
  ctx: SeedContext,
  email: string,
  name: string,
  country: CountryProfile,
  extra: Partial<UserRow> = {},
): UserRow {
  // At least 120 days old, so every kennel predates its listings (published within 60 days).
  const createdAt = addDays(ctx.reference, -ctx.rng.int(120, 2000));
  return {
    id: ctx.ids.uuid(),
    name,
    email,
    emailVerified: true,
    countryCode: country.code,
    locale: country.locale,
    createdAt,
    updatedAt: createdAt,
    ...extra,
  };
}

/** The password of the fixed demo accounts (documented in the README). */
export const DEMO_PASSWORD = 'dog market demo 2026';

/** The accounts a newcomer signs in with: one per admin role and a plain buyer. */
export function buildFixedUsers(ctx: SeedContext): UserRow[] {
  const hu = getCountryProfile('HU');
  return [
    user(ctx, 'admin@demo.local', 'Demo Admin', hu, { role: 'ADMIN', locale: 'en' }),
    user(ctx, 'adminv@demo.local', 'Demo Verification Admin', hu, { role: 'ADMINV', locale: 'en' }),
    user(ctx, 'adminm@demo.local', 'Demo Money Admin', hu, { role: 'ADMINM', locale: 'en' }),
    user(ctx, 'buyer@demo.local', person(ctx, hu), hu),
  ];
}

/** Buyers without a kennel, numbered from 1 (buyer@demo.local is among the fixed users). */
export function buildBuyers(ctx: SeedContext, from: number, to: number): UserRow[] {
  const rows: UserRow[] = [];
  for (let i = from; i < to; i++) {
    const country = ctx.rng.weighted(COUNTRY_WEIGHTS);
    rows.push(
      user(ctx, `buyer${i}@demo.local`, person(ctx, country), country, {
        phone: phone(ctx, country.code),
      }),
    );
  }
  return rows;
}

function uniqueSlug(name: string, city: string, taken: Set<string>): string {
  const base = toSlug(name).slice(0, 60).replace(/-+$/, '') || 'kennel';
  const candidates = [base, `${base}-${toSlug(city)}`];
  for (let n = 2; ; n++) {
    const candidate = candidates.shift() ?? `${base}-${n}`;
    if (!taken.has(candidate) && !isReservedSlug(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

function pickKennelBreeds(ctx: SeedContext, country: CountryProfile): string[] {
  const count = ctx.rng.weighted([
    [1, 55],
    [2, 30],
    [3, 15],
  ] as const);
  const keys = new Set<string>();
  while (keys.size < count) {
    const isNational = country.code === 'HU' && ctx.rng.chance(0.2);
    keys.add(isNational ? ctx.rng.pick(HUNGARIAN_BREEDS) : pickBreedKey(ctx.rng));
  }
  return [...keys];
}

function about(
  ctx: SeedContext,
  locale: Locale,
  values: Record<string, string>,
  breedKeys: string[],
): string {
  const breeds = breedKeys.map((key) => findBreed(key)?.names[locale] ?? key).join(', ');
  return fillTemplate(ctx.rng.pick(LANGUAGE_PACKS[locale].kennelAbout), { ...values, breeds });
}

/**
 * Kennels `from`..`to` with their owners, breeds, logos and galleries. Kennel 0 belongs to
 * breeder@demo.local: Hungarian, with a profile, verified.
 */
export function buildKennels(
  ctx: SeedContext,
  from: number,
  to: number,
  takenSlugs: Set<string>,
): KennelBatch {
  const batch: KennelBatch = { users: [], kennels: [], kennelBreeds: [], photos: [], demo: [] };
  const { rng, ids, pool } = ctx;
  const year = ctx.reference.getUTCFullYear();
  for (let i = from; i < to; i++) {
    const isDemoBreeder = i === 0;
    const country = isDemoBreeder ? getCountryProfile('HU') : rng.weighted(COUNTRY_WEIGHTS);
    const email = isDemoBreeder ? 'breeder@demo.local' : `breeder${i}@demo.local`;
    const owner = user(ctx, email, person(ctx, country), country, {
      phone: phone(ctx, country.code),
    });
    const { city, region } = rng.pick(country.cities);
    const name = buildKennelName(rng, country);
    const isLapsing = i === LAPSING_PROFILE_KENNEL.index;
    const drawnSlug = uniqueSlug(name, city, takenSlugs);
    const slug = isLapsing ? LAPSING_PROFILE_KENNEL.slug : drawnSlug;
    const breedKeys = isDemoBreeder
      ? ['labrador-retriever', 'hungarian-short-haired-pointer-vizsla']
      : pickKennelBreeds(ctx, country);
    const foundedYear = year - 1 - Math.floor(Math.pow(rng.next(), 2) * (year - 1951));
    const values = { kennel: name, city, year: String(foundedYear) };
    const description: Partial<Record<Locale, string>> = {
      [country.locale]: about(ctx, country.locale, values, breedKeys),
    };
    if (country.locale !== 'en') description.en = about(ctx, 'en', values, breedKeys);
    const createdAt = addDays(owner.createdAt!, rng.int(0, 30));
    const id = ids.uuid();
    // The draw is made for kennel 1 too, so the rest of the demo data stays the same.
    const hasProfile = isDemoBreeder || rng.chance(0.6) || isLapsing;
    const logo = rng.chance(hasProfile ? 0.9 : 0.4)
      ? toPhotoRow(rng.pick(pool.logos), {
          id: ids.uuid(),
          ownerId: owner.id,
          kind: 'logo',
          subjectId: id,
          createdAt,
        })
      : null;
    const gallery = hasProfile ? rng.int(2, 4) : 0;
    for (let position = 0; position < gallery; position++) {
      const photo = rng.pick(pool.photos);
      batch.photos.push(
        toPhotoRow(photo, {
          id: ids.uuid(),
          ownerId: owner.id,
          kind: 'kennel',
          subjectId: id,
          position,
          createdAt,
        }),
      );
    }
    if (logo) batch.photos.push(logo);
    // Ratings come only from reviews (kennel-rating.ts); demo kennels have none. The draws that
    // once invented a rating stay, so the rest of the demo data is the same as before.
    const hadRating = rng.chance(0.8);
    if (hadRating) rng.next();
    const website = rng.chance(0.3) ? `https://${slug}.example` : null;
    const isVerified = isDemoBreeder || rng.chance(0.5);
    if (hadRating) rng.float(3.6, 5);
    batch.users.push(owner);
    batch.kennels.push({
      id,
      ownerId: owner.id,
      name,
      slug,
      countryCode: country.code,
      region,
      city,
      foundedYear,
      phone: owner.phone,
      email,
      website,
      description,
      logoPhotoId: logo?.id ?? null,
      hasProfile,
      isVerified,
      ratingAverage: null,
      ratingCount: 0,
      createdAt,
      updatedAt: createdAt,
    });
    batch.kennelBreeds.push(...breedKeys.map((breedKey) => ({ kennelId: id, breedKey })));
    batch.demo.push({ id, ownerId: owner.id, name, country, city, region, breedKeys });
  }
  return batch;
}
