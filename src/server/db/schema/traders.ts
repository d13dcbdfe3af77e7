import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { kennels } from './kennels';
import { REGISTER_CHECK_STATUSES, SELLER_STATUSES } from '../../../validation/seller-statuses';

/**
 * A kennel's seller status and, for a trader, the traceability details the platform must hold
 * (DSA art. 30). The postal address and phone are the kennel's own columns; the e-mail here is
 * the trader's private contact for the platform and the ID document is never public.
 */
export const kennelSellers = pgTable(
  'kennel_sellers',
  {
    kennelId: uuid('kennel_id')
      .primaryKey()
      .references(() => kennels.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SELLER_STATUSES }).notNull(),
    legalName: text('legal_name'),
    email: text('email'),
    registerCountry: text('register_country'),
    registerNumber: text('register_number'),
    /** Storage key under private/, served only to the owner and admins. */
    idDocumentKey: text('id_document_key'),
    selfCertifiedAt: timestamp('self_certified_at', { withTimezone: true }),
    checkStatus: text('check_status', { enum: REGISTER_CHECK_STATUSES })
      .notNull()
      .default('not_checked'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('kennel_sellers_status_check', sql`${t.status} IN ('trader', 'private')`),
    index('kennel_sellers_check_status_idx').on(t.checkStatus),
  ],
);
