import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DOG_COATS,
  DOG_ENERGIES,
  DOG_EXPERIENCES,
  DOG_SIZES,
  HOME_TYPES,
  PUPPY_OFFER_STATUSES,
  PUPPY_REQUEST_CLOSE_REASONS,
  PUPPY_REQUEST_STATUSES,
  WANTED_AGES,
  WORKING_HOURS,
} from '../../../validation/puppy-match';
import { createdAt, timestamps } from './columns';
import { users } from './accounts';
import { dogSex, listings } from './listings';

/** See src/server/domain/puppy-match/puppy-request-states.ts for the transitions. */
export const puppyRequestStatus = pgEnum('puppy_request_status', PUPPY_REQUEST_STATUSES);
export const puppyRequestCloseReason = pgEnum(
  'puppy_request_close_reason',
  PUPPY_REQUEST_CLOSE_REASONS,
);
/** See src/server/domain/puppy-match/puppy-offer-states.ts for the transitions. */
export const puppyOfferStatus = pgEnum('puppy_offer_status', PUPPY_OFFER_STATUSES);
export const wantedAge = pgEnum('wanted_age', WANTED_AGES);
export const dogSize = pgEnum('dog_size', DOG_SIZES);
export const dogEnergy = pgEnum('dog_energy', DOG_ENERGIES);
export const dogCoat = pgEnum('dog_coat', DOG_COATS);
export const homeType = pgEnum('home_type', HOME_TYPES);
export const dogExperience = pgEnum('dog_experience', DOG_EXPERIENCES);
export const workingHours = pgEnum('working_hours', WORKING_HOURS);

/**
 * What a buyer tells breeders about their home, written once and shown with every request.
 * `language` is the language the free text `about` was written in.
 */
export const puppyBuyerProfiles = pgTable('puppy_buyer_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  homeType: homeType('home_type').notNull(),
  hasGarden: boolean('has_garden').notNull(),
  experience: dogExperience('experience').notNull(),
  hasChildren: boolean('has_children').notNull(),
  hasOtherPets: boolean('has_other_pets').notNull(),
  workingHours: workingHours('working_hours').notNull(),
  about: text('about').notNull().default(''),
  language: varchar('language', { length: 2 }).notNull(),
  ...timestamps,
});

/**
 * A buyer's description of the dog they want. `breed_keys` empty means "open to suggestions"
 * (then the size, energy and coat wishes are shown to breeders). The budget is in minor units
 * of `currency`; `budget_eur_cents` is it in EUR cents at the day's rates, for matching.
 */
export const puppyRequests = pgTable(
  'puppy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: puppyRequestStatus('status').notNull().default('open'),
    closeReason: puppyRequestCloseReason('close_reason'),
    breedKeys: text('breed_keys').array().notNull(),
    size: dogSize('size'),
    energy: dogEnergy('energy'),
    coat: dogCoat('coat'),
    sex: dogSex('sex'),
    age: wantedAge('age').notNull(),
    budgetAmount: bigint('budget_amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    budgetEurCents: bigint('budget_eur_cents', { mode: 'number' }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    region: text('region'),
    travelKm: smallint('travel_km').notNull(),
    wantedBy: date('wanted_by'),
    message: text('message').notNull().default(''),
    language: varchar('language', { length: 2 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('puppy_requests_user_idx').on(t.userId, t.createdAt),
    // A published listing finds its open requests: one country, budgets at or above its price.
    index('puppy_requests_match_idx')
      .on(t.countryCode, t.budgetEurCents)
      .where(sql`${t.status} = 'open'`),
    // The hourly auto-close reads the open and paused requests past their end.
    index('puppy_requests_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} <> 'closed'`),
    check('puppy_requests_budget_check', sql`${t.budgetAmount} >= 0`),
    check(
      'puppy_requests_closed_check',
      sql`(${t.status} = 'closed') = (${t.closeReason} is not null)`,
    ),
  ],
);

/** A breeder's offer of one of their listings (or planned litters) to a request. */
export const puppyOffers = pgTable(
  'puppy_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => puppyRequests.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    breederId: text('breeder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: puppyOfferStatus('status').notNull().default('pending'),
    message: text('message').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    uniqueIndex('puppy_offers_request_listing_idx').on(t.requestId, t.listingId),
    // The daily limit counts a breeder's offers of the last 24 hours.
    index('puppy_offers_breeder_idx').on(t.breederId, t.createdAt),
  ],
);
