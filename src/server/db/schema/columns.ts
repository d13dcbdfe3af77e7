import { timestamp } from 'drizzle-orm/pg-core';

/** Creation and last-change times every mutable table carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const createdAt = timestamps.createdAt;
