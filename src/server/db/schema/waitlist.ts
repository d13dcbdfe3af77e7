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
import { WAITLIST_APPLICATION_STATES, WAITLIST_PICK_STATES } from '../../../validation/waitlist';
import { timestamps } from './columns';
import { users } from './accounts';
import { listings } from './listings';
import { orders } from './payments';

/** See src/server/domain/waitlist/waitlist-application-states.ts for the transitions. */
export const waitlistApplicationState = pgEnum(
  'waitlist_application_state',
  WAITLIST_APPLICATION_STATES,
);

/** See src/server/domain/waitlist/waitlist-pick-states.ts for the transitions. */
export const waitlistPickState = pgEnum('waitlist_pick_state', WAITLIST_PICK_STATES);

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
    /** Accepted buyers pay the litter's deposit to keep their place (upcoming-litters plan). */
    isDepositRequired: boolean('is_deposit_required').notNull().default(false),
    /** The litter is born and listed: the accepted buyers choose their puppy in place order. */
    picksStartedAt: timestamp('picks_started_at', { withTimezone: true }),
    /** Every buyer has chosen or passed, or no puppy is left. */
    picksEndedAt: timestamp('picks_ended_at', { withTimezone: true }),
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
    /** The waitlist deposit's order (the latest one started); paid when its order is. */
    depositOrderId: uuid('deposit_order_id').references(() => orders.id),
    /** Null until the picks start; then waiting, choosing (until pickClosesAt), picked or passed. */
    pickState: waitlistPickState('pick_state'),
    pickClosesAt: timestamp('pick_closes_at', { withTimezone: true }),
    pickedListingId: uuid('picked_listing_id').references(() => listings.id),
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
    uniqueIndex('waitlist_applications_deposit_order_idx').on(t.depositOrderId),
    // The expiry job's range: windows open now, by their end.
    index('waitlist_applications_pick_closes_idx')
      .on(t.pickClosesAt)
      .where(sql`${t.pickState} = 'choosing'`),
    // One buyer chooses at a time on a litter.
    uniqueIndex('waitlist_applications_one_choosing_idx')
      .on(t.listingId)
      .where(sql`${t.pickState} = 'choosing'`),
    check(
      'waitlist_applications_place_check',
      sql`${t.state} <> 'accepted' or ${t.place} is not null`,
    ),
  ],
);
