import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, createdAt } from './columns';
import { users } from './accounts';
import { kennels } from './kennels';
import { listings } from './listings';

export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('favourites_listing_idx').on(t.listingId),
  ],
);

/** See src/server/domain/reservations/reservation-states.ts for the transitions. */
export const reservationStatus = pgEnum('reservation_status', [
  'awaiting_payment',
  'deposited',
  'completed',
  'expired',
  'cancelled_by_buyer',
  'cancelled_by_breeder',
]);

/** A buyer's hold on a puppy, secured by a deposit. At most one live reservation per dog. */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    status: reservationStatus('status').notNull().default('awaiting_payment'),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    buyerConfirmedAt: timestamp('buyer_confirmed_at', { withTimezone: true }),
    breederCompletedAt: timestamp('breeder_completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reservations_one_live_per_listing_idx')
      .on(t.listingId)
      .where(sql`${t.status} IN ('awaiting_payment', 'deposited')`),
    index('reservations_buyer_idx').on(t.buyerId, t.status),
    index('reservations_expiry_idx').on(t.status, t.expiresAt),
    // The admin reports: reservations started per range.
    index('reservations_created_idx').on(t.createdAt),
  ],
);

export const reviewStatus = pgEnum('review_status', ['published', 'hidden']);

/** One review per completed purchase; the breeder may answer once. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .unique()
      .references(() => reservations.id),
    kennelId: uuid('kennel_id')
      .notNull()
      .references(() => kennels.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    /** The language the buyer wrote in (their interface language then); null before it was kept. */
    bodyLocale: text('body_locale'),
    reply: text('reply'),
    /** The language of the breeder's answer, likewise. */
    replyLocale: text('reply_locale'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    status: reviewStatus('status').notNull().default('published'),
    createdAt,
  },
  (t) => [
    index('reviews_kennel_idx').on(t.kennelId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const complaintStatus = pgEnum('complaint_status', [
  'open',
  'in_review',
  'resolved',
  'rejected',
]);

/** A buyer's problem report about a reserved or bought dog, handled by admins. */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    description: text('description').notNull(),
    status: complaintStatus('status').notNull().default('open'),
    resolution: text('resolution'),
    ...timestamps,
  },
  (t) => [index('complaints_status_idx').on(t.status, t.createdAt)],
);
