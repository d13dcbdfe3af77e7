import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const redirectMatch = pgEnum('redirect_match', ['exact', 'prefix']);

/**
 * Admin-managed path redirects (old URLs with search-engine history), applied by the proxy.
 * A prefix redirect moves everything under `from_path`, keeping the rest of the path.
 */
export const redirects = pgTable('redirects', {
  id: uuid('id').primaryKey().defaultRandom(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  statusCode: smallint('status_code').notNull().default(301),
  match: redirectMatch('match').notNull().default('exact'),
  /** Added in batches by the processes that answered (redirect-hits.ts), not per request. */
  hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterStatus = pgEnum('newsletter_status', ['pending', 'active', 'unsubscribed']);

/** Double opt-in newsletter subscribers; no account needed. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  locale: varchar('locale', { length: 2 }).notNull(),
  status: newsletterStatus('status').notNull().default('pending'),
  token: text('token').notNull().unique(),
  createdAt,
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** Units of each currency per one euro; prices convert through EUR. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: varchar('currency', { length: 3 }).primaryKey(),
  perEur: numeric('per_eur', { precision: 18, scale: 8 }).notNull(),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A job that failed its type's last attempt is `dead`: kept with its last error for an admin. */
export const jobStatus = pgEnum('job_status', ['queued', 'running', 'done', 'dead']);

/**
 * Background work (e-mails, refunds, scheduled sweeps), claimed with SKIP LOCKED so several
 * processes can run it. `unique_key` makes an enqueue happen once (a schedule's period).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: jobStatus('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    uniqueKey: text('unique_key').unique(),
    createdAt,
  },
  (t) => [index('jobs_queue_idx').on(t.status, t.runAt)],
);
