import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { listings } from './listings';

/** Same values, same order as REPORT_REASONS in src/validation/reports.ts (a test checks). */
export const listingReportReason = pgEnum('listing_report_reason', [
  'scam',
  'wrong_information',
  'animal_welfare',
  'prohibited',
  'duplicate',
  'other',
]);
export const listingReportStatus = pgEnum('listing_report_status', [
  'open',
  'reviewed',
  'dismissed',
]);

/**
 * A visitor's "report this ad". Signed-in reporters are kept by account, signed-out ones by
 * the e-mail they gave (or anonymously); each may have one open report per listing.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lowercased; null for signed-in reporters (their account has it) and anonymous ones. */
    reporterEmail: text('reporter_email'),
    reason: listingReportReason('reason').notNull(),
    text: text('text').notNull(),
    status: listingReportStatus('status').notNull().default('open'),
    /** The language the report was made in: the reporter hears the outcome in it. */
    locale: text('locale'),
    /** The moderation case the report joined (src/server/db/schema/moderation.ts). */
    caseId: uuid('case_id'),
    createdAt,
  },
  (t) => [
    uniqueIndex('listing_reports_open_account_idx')
      .on(t.listingId, t.reporterId)
      .where(sql`${t.status} = 'open' AND ${t.reporterId} IS NOT NULL`),
    uniqueIndex('listing_reports_open_email_idx')
      .on(t.listingId, t.reporterEmail)
      .where(sql`${t.status} = 'open' AND ${t.reporterEmail} IS NOT NULL`),
    index('listing_reports_status_idx').on(t.status, t.createdAt),
  ],
);
