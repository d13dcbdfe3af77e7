import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './payments';

/**
 * What visitors of a landing page's variants did: one exposure per visitor, variant and day
 * (the primary key makes a repeated visit that day a no-op). The variant's name is checked
 * against the experiment's list before it is written (src/server/domain/landing).
 */
export const landingVariantEvents = pgTable(
  'landing_variant_events',
  {
    variant: text('variant').notNull(),
    visitorId: text('visitor_id').notNull(),
    kind: text('kind').$type<'exposure'>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.variant, t.visitorId, t.kind, t.day] })],
);

/** The landing variant a checkout's order came from; paid or not is read from the order. */
export const landingVariantOrders = pgTable('landing_variant_orders', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  variant: text('variant').notNull(),
  visitorId: text('visitor_id').notNull(),
  createdAt,
});
