import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters (rate-limiter-flexible's and the sign-in backoff's), shared by processes.
 * A row is dead once `expire` has passed; the periodic purge deletes it by this index.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);
