import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { WAITLIST_APPLICATION_STATES } from '../../../validation/waitlist';
import { timestamps } from './columns';
import { users } from './accounts';
import { listings } from './listings';

/** See src/server/domain/waitlist/waitlist-application-states.ts for the transitions. */
export const waitlistApplicationState = pgEnum(
  'waitlist_application_state',
  WAITLIST_APPLICATION_STATES,
);

/**
 * A planned litter's waitlist as its breeder set it: open to applications or not, and how many
 * places (null: the litter's expected puppy count). Its row is also the lock accepts take, so
 * two accepts never hand out the same place.
 */
export const litterWaitlists = pgTable(
  'litter_waitlists',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    isOpen: boolean('is_open').notNull().default(false),
    places: smallint('places'),
    ...timestamps,
  },
  (t) => [check('litter_waitlists_places_check', sql`${t.places} is null or ${t.places} > 0`)],
);

/**
 * A buyer's application to a planned litter, shown to the breeder with their puppy-match buyer
 * profile. An accepted one holds a place (1, 2, …) that is never given twice on a litter.
 */
export const waitlistApplications = pgTable(
  'waitlist_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: waitlistApplicationState('state').notNull().default('applied'),
    message: text('message').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    place: smallint('place'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One live application per buyer and litter; after a refusal or withdrawal they may apply again.
    uniqueIndex('waitlist_applications_live_idx')
      .on(t.listingId, t.buyerId)
      .where(sql`${t.state} in ('applied', 'accepted')`),
    // The final word on places: a number is held once per litter, even by a withdrawn buyer.
    uniqueIndex('waitlist_applications_place_idx')
      .on(t.listingId, t.place)
      .where(sql`${t.place} is not null`),
    index('waitlist_applications_buyer_idx').on(t.buyerId, t.createdAt),
    index('waitlist_applications_listing_idx').on(t.listingId, t.createdAt),
    check(
      'waitlist_applications_place_check',
      sql`${t.state} <> 'accepted' or ${t.place} is not null`,
    ),
  ],
);
