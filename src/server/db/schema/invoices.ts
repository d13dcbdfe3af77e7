import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders, orderType } from './payments';

/**
 * The buyer's billing details as the checkout stores them (one `billing_details` row per
 * order), copied onto the invoice so a later change of address never rewrites an issued one.
 */
export interface InvoiceBuyer {
  kind: 'person' | 'company';
  name: string;
  companyName: string | null;
  vatNumber: string | null;
  /** How the VAT number was checked: its format only, or also by VIES; null when unchecked. */
  vatChecked: 'format' | 'vies' | null;
  addressLine: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  email: string;
}

/** The marketplace as the issuer of its invoices (from config, see env.ts `SELLER_*`). */
export interface InvoiceSeller {
  name: string;
  address: string;
  countryCode: string;
  vatNumber: string;
  companyRegistration: string;
  email: string;
}

/** A numbering series: invoices `2026-000123`, credit notes `CN-2026-000007`. */
export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit_note']);
export const vatTreatmentKind = pgEnum('vat_treatment', [
  'domestic',
  'eu_consumer',
  'reverse_charge',
  'outside_eu',
]);

/**
 * The last number given per series and year. Taking a number updates this row inside the
 * paying transaction, so the row lock orders concurrent payments and a rollback returns the
 * number: the numbers have no gaps and no duplicates.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: invoiceKind('series').notNull(),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * An issued invoice or credit note, immutable once written: the parties, the line and the
 * amounts (minor units, positive also on credit notes) are copies, not references.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: invoiceKind('kind').notNull(),
    number: text('number').notNull().unique(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The invoice a credit note corrects; null on invoices. */
    correctsInvoiceId: uuid('corrects_invoice_id').references((): AnyPgColumn => invoices.id),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    service: orderType('service').notNull(),
    planMonths: smallint('plan_months'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Basis points (2700 = 27 %), as charged when issued. */
    vatRate: integer('vat_rate').notNull(),
    vatTreatment: vatTreatmentKind('vat_treatment').notNull(),
    /** The buyer's language the PDF is written in. */
    locale: varchar('locale', { length: 5 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('invoices_series_sequence_idx').on(t.kind, t.year, t.sequence),
    // One invoice per order; credit notes may be several (partial refunds).
    uniqueIndex('invoices_one_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'` as SQL),
    index('invoices_corrects_idx').on(t.correctsInvoiceId),
  ],
);
