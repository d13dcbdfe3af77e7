import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { listingReportReason } from './reports';

export const moderationTargetType = pgEnum('moderation_target_type', [
  'listing',
  'kennel',
  'review',
]);
export const moderationSource = pgEnum('moderation_source', ['report', 'flag']);
/** Automatic flags (domain/moderation/flags). */
export const moderationFlagKind = pgEnum('moderation_flag_kind', [
  'photo_reused',
  'price_outlier',
  'microchip_reused',
  'new_account_burst',
]);
export const moderationCaseState = pgEnum('moderation_case_state', ['open', 'decided']);
export const moderationDecision = pgEnum('moderation_decision', [
  'keep',
  'request_edit',
  'hide',
  'suspend',
]);

/**
 * One item of the moderation queue: a listing, kennel or review that visitors reported or an
 * automatic check flagged. A target has at most one open case; further reports and flags join
 * it (raising its severity), and a decision closes it (DSA art. 16–17, 20).
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: moderationTargetType('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** How the case was opened; later reports or flags only add to it. */
    source: moderationSource('source').notNull(),
    flagKinds: moderationFlagKind('flag_kinds')
      .array()
      .notNull()
      .default(sql`'{}'`),
    reasons: listingReportReason('reasons')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Facts the automatic checks found (the other photo, the median price, …), for the admin. */
    flagDetails: text('flag_details'),
    reportCount: integer('report_count').notNull().default(0),
    /** 1 (low) to 3 (high); the queue shows the highest first. */
    severity: smallint('severity').notNull(),
    state: moderationCaseState('state').notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision: moderationDecision('decision'),
    /** The statement of reasons' facts and ground as the admin wrote them. */
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('moderation_cases_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.state} = 'open'`),
    index('moderation_cases_queue_idx').on(t.state, t.severity, t.openedAt),
    index('moderation_cases_target_idx').on(t.targetType, t.targetId, t.openedAt),
  ],
);

/**
 * A visitor's report of a kennel or a review (ads keep theirs in `listing_reports`), joined to
 * the target's open case. One open report per account or given e-mail address and target.
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    targetType: moderationTargetType('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lowercased; null for signed-in reporters (their account has it) and anonymous ones. */
    reporterEmail: text('reporter_email'),
    /** The language the report was made in: the reporter hears the outcome in it. */
    locale: text('locale').notNull(),
    reason: listingReportReason('reason').notNull(),
    text: text('text').notNull(),
    /** Closed by the case's decision, after which the same person may report again. */
    isOpen: boolean('is_open').notNull().default(true),
    createdAt,
  },
  (t) => [
    uniqueIndex('moderation_reports_open_account_idx')
      .on(t.targetType, t.targetId, t.reporterId)
      .where(sql`${t.isOpen} AND ${t.reporterId} IS NOT NULL`),
    uniqueIndex('moderation_reports_open_email_idx')
      .on(t.targetType, t.targetId, t.reporterEmail)
      .where(sql`${t.isOpen} AND ${t.reporterEmail} IS NOT NULL`),
    index('moderation_reports_case_idx').on(t.caseId),
  ],
);
