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
  timestamp,
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
    /** Optional: shown on the kennel page and in its LocalBusiness address when given. */
    street: text('street'),
    postcode: text('postcode'),
    foundedYear: integer('founded_year'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    logoPhotoId: uuid('logo_photo_id'),
    hasProfile: boolean('has_profile').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /** What proves the kennel, submitted by the breeder for an admin to check. */
    kennelClubNumber: text('kennel_club_number'),
    affix: text('affix'),
    licenceNumber: text('licence_number'),
    /** Set when the breeder asks for the verified badge; cleared when an admin decides. */
    verificationRequestedAt: timestamp('verification_requested_at', { withTimezone: true }),
    /** Set when a moderator hides the kennel: its page and profile leave the public site. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kennels_slug_lower_idx').on(sql`lower(${t.slug})`),
    // Pages find a kennel by its slug as written (every kennel and ad page, on each request).
    index('kennels_slug_idx').on(t.slug),
    index('kennels_country_idx').on(t.countryCode),
    // The admin reports: new kennels per month.
    index('kennels_created_at_idx').on(t.createdAt),
    index('kennels_verification_requested_idx')
      .on(t.verificationRequestedAt)
      .where(sql`${t.verificationRequestedAt} is not null`),
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
