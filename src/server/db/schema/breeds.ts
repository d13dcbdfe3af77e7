import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Mirror of the bundled breed reference data, kept in the database for joins and counts. */
export const breeds = pgTable('breeds', {
  key: text('key').primaryKey(),
  fci: integer('fci'),
  fciGroup: integer('fci_group'),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  slugs: jsonb('slugs').$type<Record<string, string>>().notNull(),
});
