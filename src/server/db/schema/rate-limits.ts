import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counters of rate-limiter-flexible (attempts per key within a window), shared by processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
