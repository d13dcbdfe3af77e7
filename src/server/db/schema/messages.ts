import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { users } from './accounts';
import { kennels } from './kennels';
import { listings } from './listings';

/**
 * The one conversation of a buyer with a kennel. Each side keeps its own read mark and archive
 * mark; `listingId` is the dog the latest message was about.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    kennelId: uuid('kennel_id')
      .notNull()
      .references(() => kennels.id),
    listingId: uuid('listing_id').references(() => listings.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    breederReadAt: timestamp('breeder_read_at', { withTimezone: true }),
    buyerArchivedAt: timestamp('buyer_archived_at', { withTimezone: true }),
    breederArchivedAt: timestamp('breeder_archived_at', { withTimezone: true }),
    /** When the breeder chose to show contact details in this conversation; never undone. */
    contactSharedAt: timestamp('contact_shared_at', { withTimezone: true }),
    /** When each side blocked the other: the blocked side can no longer write. */
    buyerBlockedAt: timestamp('buyer_blocked_at', { withTimezone: true }),
    breederBlockedAt: timestamp('breeder_blocked_at', { withTimezone: true }),
    /** The last unread-message e-mail to each side (at most one per 15 minutes). */
    buyerEmailedAt: timestamp('buyer_emailed_at', { withTimezone: true }),
    breederEmailedAt: timestamp('breeder_emailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('conversations_buyer_kennel_idx').on(t.buyerId, t.kennelId),
    index('conversations_kennel_last_idx').on(t.kennelId, t.lastMessageAt),
  ],
);

/**
 * One message of a conversation, with the dog it was written about as its context. Its text may
 * be empty only when it carries photos (photos of kind `message` whose subject is the message).
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id').references(() => listings.id),
    body: text('body').notNull(),
    createdAt,
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('conversation_messages_body_check', sql`char_length(${t.body}) BETWEEN 0 AND 4000`),
  ],
);

export const conversationReportStatus = pgEnum('conversation_report_status', [
  'open',
  'dismissed',
  'sender_suspended',
]);

/** A participant's report of a conversation to the admins: what was wrong and the message. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id),
    /** The other participant: the one whose messages are reported. */
    reportedUserId: text('reported_user_id')
      .notNull()
      .references(() => users.id),
    /** The reported message: the counterpart's latest when the report was made. */
    messageId: uuid('message_id').references(() => conversationMessages.id),
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    status: conversationReportStatus('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('conversation_reports_status_idx').on(t.status, t.createdAt),
    check('conversation_reports_details_check', sql`char_length(${t.details}) <= 2000`),
  ],
);

/** People who turned off e-mails about unread messages. */
export const messageEmailOptOuts = pgTable(
  'message_email_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
