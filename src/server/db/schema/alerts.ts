import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ALERT_FREQUENCIES } from '../../../validation/saved-searches';
import { createdAt, timestamps } from './columns';
import { users } from './accounts';
import { breeds } from './breeds';
import { dogSex, listingKind } from './listings';

export const alertFrequency = pgEnum('alert_frequency', ALERT_FREQUENCIES);

/**
 * A search a signed-in user saved with a name and how often to be told of new matches.
 * `query` is the search's canonical query string (the page as the user saw it); the match
 * columns are that search read once at saving, so a published listing is matched in SQL:
 * `match_breed` and `match_country` are '' for "any", which lets one index answer
 * "this breed or any, this country or any" as four equality ranges.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    frequency: alertFrequency('frequency').notNull(),
    query: text('query').notNull(),
    breedKey: text('breed_key').references(() => breeds.key),
    /** The currency of the search's price filter and of the prices its e-mails show. */
    currency: varchar('currency', { length: 3 }).notNull(),
    matchBreed: text('match_breed').notNull().default(''),
    matchCountry: varchar('match_country', { length: 2 }).notNull().default(''),
    kinds: listingKind('kinds').array().notNull(),
    region: text('region'),
    priceMinEurCents: bigint('price_min_eur_cents', { mode: 'number' }),
    priceMaxEurCents: bigint('price_max_eur_cents', { mode: 'number' }),
    sex: dogSex('sex'),
    ageMinMonths: smallint('age_min_months'),
    ageMaxMonths: smallint('age_max_months'),
    pedigree: boolean('pedigree').notNull().default(false),
    chipped: boolean('chipped').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_match_idx')
      .on(t.matchBreed, t.matchCountry)
      .where(sql`${t.unsubscribedAt} is null`),
  ],
);

/**
 * A published listing's matching daily and weekly saved searches, as one row (their ids), so
 * publishing writes one row however many searches it matches. The digest sweep expands these
 * into `saved_search_hits` (and deletes them), a batch per statement, before it reads the hits.
 * No foreign keys, as below: the expansion joins the searches and the listing.
 */
export const savedSearchMatches = pgTable('saved_search_matches', {
  listingId: uuid('listing_id').primaryKey(),
  savedSearchIds: uuid('saved_search_ids').array().notNull(),
  createdAt,
});

/**
 * Listings found for a daily or weekly saved search, waiting for its next digest;
 * `digest_id` is set when a digest took them, so a resumed digest sends the same ones.
 * No foreign keys: a published listing's expansion writes hundreds of rows at once, and a
 * key check locks its search's row for each. A digest joins the search and the listing (a
 * deleted one is passed over), and `purgeSavedSearchHits` removes the orphans. Sent rows stay:
 * they keep a listing published again out of a second digest.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: uuid('saved_search_id').notNull(),
    listingId: uuid('listing_id').notNull(),
    digestId: text('digest_id'),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_hits_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.digestId} is null`),
  ],
);
