import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../../validation/notification-kinds';
import { createdAt } from './columns';
import { users } from './accounts';
import { listings } from './listings';

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * The in-app notices of the header's list: one per user and event (`dedupe_key`, so an event
 * handled twice tells once). `values` holds what the notice shows as it was then (the title,
 * the old and new price).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
