import { index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { listings } from './listings';

/**
 * A refused attempt to put a microchip number live that another live ad already carries
 * (listings_live_microchip_idx): kept for moderators, who decide whether it was a typo, a
 * re-listing or a stolen number.
 */
export const microchipConflicts = pgTable(
  'microchip_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    microchip: varchar('microchip', { length: 15 }).notNull(),
    /** The ad that tried to go live (or to change its number while live). */
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The live ad that has the number; null when it went away before the attempt was kept. */
    existingListingId: uuid('existing_listing_id').references(() => listings.id, {
      onDelete: 'set null',
    }),
    attemptedBy: text('attempted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    index('microchip_conflicts_microchip_idx').on(t.microchip),
    index('microchip_conflicts_created_idx').on(t.createdAt),
  ],
);
