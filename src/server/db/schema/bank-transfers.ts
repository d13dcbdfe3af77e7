import {
  bigint,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { orders } from './payments';

/** See src/server/domain/bank-transfers/statement-entry-states.ts for the transitions. */
export const statementEntryStatus = pgEnum('statement_entry_status', [
  'applied',
  'flagged',
  'dismissed',
]);

/**
 * One credit entry of an imported bank statement (camt.053). An exact match pays its order;
 * anything else waits here, flagged, for an admin. `entry_ref` (the bank's AcctSvcrRef) makes
 * a second import of the same entry change nothing.
 */
export const bankStatementEntries = pgTable(
  'bank_statement_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryRef: text('entry_ref').notNull().unique(),
    fileName: text('file_name').notNull(),
    bookedOn: varchar('booked_on', { length: 10 }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The RF creditor reference found in the entry, if any. */
    reference: text('reference'),
    debtorName: text('debtor_name'),
    remittance: text('remittance'),
    status: statementEntryStatus('status').notNull(),
    /** Why it was not applied: partial, over, unknownReference, alreadyPaid, notPayable. */
    flagReason: text('flag_reason'),
    orderId: uuid('order_id').references(() => orders.id),
    note: text('note'),
    resolvedBy: text('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('bank_statement_entries_status_idx').on(t.status, t.createdAt)],
);
