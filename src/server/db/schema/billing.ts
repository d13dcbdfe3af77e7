import { pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './payments';

/**
 * Who a paid service order is billed to, as the buyer gave it at checkout; the invoice reads
 * these fields. `vat_checked` says how far a company's VAT number was verified: its format
 * (jsvat) or also the EU's VIES register; null for people and for companies without one.
 */
export const billingDetails = pgTable('billing_details', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'person' | 'company'>().notNull(),
  name: text('name').notNull(),
  companyName: text('company_name'),
  vatNumber: text('vat_number'),
  vatChecked: text('vat_checked').$type<'format' | 'vies'>(),
  addressLine: text('address_line').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  email: text('email').notNull(),
  createdAt,
});
