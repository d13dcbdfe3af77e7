import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { kennels } from './kennels';
import { listings } from './listings';

/** What a pet registry answered about a chip number (`unavailable`: it could not be asked). */
export const MICROCHIP_REGISTRY_STATUSES = ['registered', 'not_registered', 'unavailable'] as const;
export type MicrochipRegistryStatus = (typeof MICROCHIP_REGISTRY_STATUSES)[number];

/**
 * The latest registry answer for a listing's microchip number, one row per listing: replaced
 * when the number is checked again; an answer for another number than the ad's is stale.
 */
export const microchipRegistryChecks = pgTable(
  'microchip_registry_checks',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    microchip: varchar('microchip', { length: 15 }).notNull(),
    status: text('status').$type<MicrochipRegistryStatus>().notNull(),
    /** The registry's public name, shown to buyers beside the date. */
    registry: text('registry').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'microchip_registry_checks_status_check',
      sql`${t.status} in ('registered', 'not_registered', 'unavailable')`,
    ),
    // Moderators look at the numbers a registry does not know.
    index('microchip_registry_checks_not_registered_idx')
      .on(t.checkedAt)
      .where(sql`${t.status} = 'not_registered'`),
  ],
);

/** What an admin can tick when deciding on a kennel's verified badge. */
export const KENNEL_VERIFICATION_CHECKS = ['identity', 'kennelClub', 'address', 'contact'] as const;
export type KennelVerificationCheck = (typeof KENNEL_VERIFICATION_CHECKS)[number];

/**
 * Each admin decision on a kennel's verified badge: what was checked and when (the public record
 * of the badge is the latest granting decision); who decided stays internal.
 */
export const kennelVerificationDecisions = pgTable(
  'kennel_verification_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kennelId: uuid('kennel_id')
      .notNull()
      .references(() => kennels.id, { onDelete: 'cascade' }),
    isVerified: boolean('is_verified').notNull(),
    checks: jsonb('checks').$type<KennelVerificationCheck[]>().notNull().default([]),
    /** The admin's reason, mailed to the breeder and shown to them (never to visitors). */
    reason: text('reason').notNull(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kennel_verification_decisions_kennel_idx').on(t.kennelId, t.decidedAt)],
);
