import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './accounts';
import { breeds } from './breeds';

export type LocalizedText = Partial<Record<string, string>>;

/** A breeder's kennel: one per account; its public profile needs a paid subscription. */
export const kennels = pgTable(
  'kennels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region'),
    city: text('city'),
    foundedYear: integer('founded_year'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    logoPhotoId: uuid('logo_photo_id'),
    hasProfile: boolean('has_profile').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kennels_slug_lower_idx').on(sql`lower(${t.slug})`),
    index('kennels_country_idx').on(t.countryCode),
    check('kennels_founded_year_check', sql`${t.foundedYear} IS NULL OR ${t.foundedYear} >= 1950`),
  ],
);

export const kennelBreeds = pgTable(
  'kennel_breeds',
  {
    kennelId: uuid('kennel_id')
      .notNull()
      .references(() => kennels.id, { onDelete: 'cascade' }),
    breedKey: text('breed_key')
      .notNull()
      .references(() => breeds.key),
  },
  (t) => [
    primaryKey({ columns: [t.kennelId, t.breedKey] }),
    index('kennel_breeds_breed_idx').on(t.breedKey),
  ],
);
