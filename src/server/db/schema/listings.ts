import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { breeds } from './breeds';
import { kennels, type LocalizedText } from './kennels';
import { LISTING_KINDS, DEPOSIT_TYPES, DOG_SEXES } from '../../../validation/listing-enums';

export const listingKind = pgEnum('listing_kind', LISTING_KINDS);
/** See src/server/domain/listings/listing-states.ts for the transitions. */
export const listingStatus = pgEnum('listing_status', [
  'draft',
  'active',
  'reserved',
  'sold',
  'expired',
  'deleted',
  'planned',
  'born',
  'closed',
  'hidden',
]);
export const dogSex = pgEnum('dog_sex', DOG_SEXES);
export const depositType = pgEnum('deposit_type', DEPOSIT_TYPES);

/**
 * A dog ad: a puppy, an adult dog, or an upcoming litter. Prices are stored in minor units
 * of the listing's currency; `priceEurCents` is the normalized amount used to filter and
 * sort across currencies, kept in sync with the exchange rates.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kennelId: uuid('kennel_id')
      .notNull()
      .references(() => kennels.id, { onDelete: 'cascade' }),
    kind: listingKind('kind').notNull(),
    status: listingStatus('status').notNull().default('draft'),
    slug: text('slug').notNull(),
    title: varchar('title', { length: 140 }).notNull(),
    breedKey: text('breed_key')
      .notNull()
      .references(() => breeds.key),
    sex: dogSex('sex'),
    birthDate: date('birth_date'),
    expectedBirthDate: date('expected_birth_date'),
    expectedCount: smallint('expected_count'),
    colour: text('colour'),
    priceAmount: bigint('price_amount', { mode: 'number' }),
    priceMaxAmount: bigint('price_max_amount', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    priceEurCents: bigint('price_eur_cents', { mode: 'number' }),
    /** A copy of the kennel's `is_verified` for search, kept equal by triggers (migration 0004). */
    isVerifiedBreeder: boolean('is_verified_breeder').notNull().default(false),
    /** Its owner's account is suspended by an admin: out of search and off its page until restored. */
    isOwnerSuspended: boolean('is_owner_suspended').notNull().default(false),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    region: text('region'),
    city: text('city'),
    hasPedigree: boolean('has_pedigree').notNull().default(false),
    pedigreeRegistry: text('pedigree_registry'),
    microchip: varchar('microchip', { length: 15 }),
    vaccinations: text('vaccinations'),
    deworming: text('deworming'),
    availableFrom: date('available_from'),
    depositType: depositType('deposit_type').notNull().default('none'),
    depositValue: bigint('deposit_value', { mode: 'number' }),
    refundPolicy: jsonb('refund_policy').$type<LocalizedText>().notNull().default({}),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    videoUrl: text('video_url'),
    coverPhotoId: uuid('cover_photo_id'),
    litterId: uuid('litter_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Why an admin hid the ad (status `hidden`); the breeder was told it. */
    hiddenReason: text('hidden_reason'),
    /** When a planned litter's expected date passed and its breeder was asked: born or closed? */
    birthAnswerRequestedAt: timestamp('birth_answer_requested_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => {
    // The search orders' keys, as the search indexes store them (search-query.ts), id last as
    // the tie-breaker. sql, not .desc(): drizzle's column order methods change the column for
    // every index.
    const sortKeys = {
      date: [t.publishedAt, t.id],
      price_asc: [t.priceEurCents, t.id],
      price_desc: [sql`${t.priceEurCents} desc nulls last`, sql`${t.id} desc`],
      age: [sql`coalesce(${t.birthDate}, ${t.expectedBirthDate})`, t.id],
    };
    return [
      uniqueIndex('listings_kennel_slug_idx').on(t.kennelId, t.slug),
      index('listings_kennel_status_idx').on(t.kennelId, t.status),
      // The admin reports: ads published per month, and sold ones by their last change (the sale).
      index('listings_published_at_idx').on(t.publishedAt),
      // The admin dogs lists (any state), newest first, whole or per kind: an index range read
      // backwards instead of sorting a million rows (npm run bench:admin).
      index('listings_admin_created_idx').on(t.createdAt, t.id),
      index('listings_admin_kind_created_idx').on(t.kind, t.createdAt, t.id),
      index('listings_sold_idx')
        .on(t.updatedAt)
        .where(sql`${t.status} = 'sold'`),
      // Search (src/server/domain/listings/search-query.ts): one index per sort order over the
      // public rows, led by (status, kind) so that each listing type is one ordered range, with
      // the id as tie-breaker. Columns after the id never change the order; they make the index
      // covering, so filters are checked on index entries without visiting the table (drizzle
      // has no INCLUDE). Breed pages and places have indexes led by their filter.
      ...(['date', 'price_asc', 'price_desc', 'age'] as const).flatMap((name) => {
        const keys = sortKeys[name];
        const dates = [t.birthDate, t.expectedBirthDate];
        const covering = [
          t.countryCode,
          t.sex,
          t.hasPedigree,
          t.microchip,
          t.isVerifiedBreeder,
          ...dates,
          ...(name.startsWith('price') ? [] : [t.priceEurCents]),
        ];
        return [
          index(`listings_search_${name}_idx`)
            .on(t.status, t.kind, ...keys, ...covering)
            .where(sql`${t.status} in ('active', 'planned')`),
          index(`listings_search_breed_${name}_idx`)
            // The age key is an expression: its columns must be in the index for index-only scans.
            .on(t.breedKey, t.status, t.kind, ...keys, ...(name === 'age' ? dates : []))
            .where(sql`${t.status} in ('active', 'planned')`),
        ];
      }),
      // "Verified breeder" (a fifth of the listings), "with pedigree" and "microchipped" (most of
      // them) are checked on the order indexes' entries or the table: counting 10,001 matches
      // read 14,000-50,000 rows. Each has a small index of its own for the count.
      ...Object.entries({
        verified: sql`${t.isVerifiedBreeder}`,
        pedigree: sql`${t.hasPedigree}`,
        microchip: sql`${t.microchip} is not null`,
      }).map(([name, condition]) =>
        index(`listings_search_${name}_idx`)
          .on(t.status, t.kind)
          .where(sql`${t.status} in ('active', 'planned') and ${condition}`),
      ),
      // Places: a region is thousands of listings, so each order has a (country, region)-led
      // index too; without one, a deep page sorts the whole region. The region column itself
      // (after the keys) lets the lower(region) condition be checked on index entries; date
      // sorts read the first index either way, and it covers the other sorts' keys for counts.
      index('listings_search_place_idx')
        .on(
          t.countryCode,
          sql`lower(${t.region})`,
          t.status,
          t.kind,
          t.publishedAt,
          t.id,
          t.region,
          t.priceEurCents,
          t.birthDate,
          t.expectedBirthDate,
        )
        .where(sql`${t.status} in ('active', 'planned')`),
      ...(['price_asc', 'price_desc', 'age'] as const).map((name) =>
        index(`listings_search_place_${name}_idx`)
          .on(
            t.countryCode,
            sql`lower(${t.region})`,
            t.status,
            t.kind,
            ...sortKeys[name],
            t.region,
            ...(name === 'age' ? [t.birthDate, t.expectedBirthDate] : []),
          )
          .where(sql`${t.status} in ('active', 'planned')`),
      ),
      // A chip identifies one dog: two live ads never carry the same number, even when two
      // publishes race (the second insert or update fails; see trust/microchip-in-use.ts).
      uniqueIndex('listings_live_microchip_idx')
        .on(t.microchip)
        .where(sql`${t.status} in ('active', 'reserved') and ${t.microchip} is not null`),
      // The price flag (domain/moderation/flags): a breed's live prices in one country and type,
      // read in order to find their median.
      index('listings_breed_price_idx')
        .on(t.breedKey, t.countryCode, t.kind, t.priceEurCents)
        .where(sql`${t.status} = 'active' and ${t.priceEurCents} is not null`),
      check(
        'listings_microchip_check',
        sql`${t.microchip} IS NULL OR ${t.microchip} ~ '^[0-9]{15}$'`,
      ),
      check('listings_price_check', sql`${t.priceAmount} IS NULL OR ${t.priceAmount} >= 0`),
      check(
        'listings_available_from_check',
        sql`${t.kind} <> 'puppy' OR ${t.availableFrom} IS NULL OR ${t.birthDate} IS NULL OR ${t.availableFrom} >= ${t.birthDate} + 56`,
      ),
    ];
  },
);

export const parentRole = pgEnum('parent_role', ['sire', 'dam']);

/** Sire and dam of a listed dog or litter, with titles and health tests. */
export const listingParents = pgTable(
  'listing_parents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    role: parentRole('role').notNull(),
    name: text('name').notNull(),
    breedKey: text('breed_key').references(() => breeds.key),
    birthYear: integer('birth_year'),
    titles: text('titles'),
    healthTests: jsonb('health_tests')
      .$type<{ name: string; result: string }[]>()
      .notNull()
      .default([]),
    photoId: uuid('photo_id'),
  },
  (t) => [
    uniqueIndex('listing_parents_role_idx').on(t.listingId, t.role),
    check(
      'listing_parents_birth_year_check',
      sql`${t.birthYear} IS NULL OR ${t.birthYear} >= 1950`,
    ),
  ],
);
