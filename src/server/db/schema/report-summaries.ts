import { date, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { listingKind } from './listings';

/**
 * Ads published and dogs sold per UTC month, breed, country and kind, for the admin reports
 * (a million listings are too many to count per page view). Kept by the refreshListingMonthStats
 * job (the current and previous month) and rebuilt whole by `npm run reports:rebuild` and daily.
 */
export const listingMonthStats = pgTable(
  'listing_month_stats',
  {
    /** The first day of the month. */
    month: date('month').notNull(),
    breedKey: text('breed_key').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    kind: listingKind('kind').notNull(),
    /** Ads whose publishing time falls in the month. */
    published: integer('published').notNull(),
    /** Ads sold in the month: a sold ad's last change (see getListingsPublishedSold). */
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.breedKey, t.countryCode, t.kind] })],
);
