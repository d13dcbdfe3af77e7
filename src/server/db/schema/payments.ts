import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, createdAt } from './columns';
import { users } from './accounts';
import { reservations } from './buyers';

export const orderType = pgEnum('order_type', [
  'reservation_deposit',
  'breeder_profile',
  'upcoming_litters',
  'puppy_match',
  'waitlist_deposit',
]);
/** See src/server/domain/payments/order-states.ts for the transitions. */
export const orderStatus = pgEnum('order_status', [
  'pending',
  'paid',
  'refunded',
  'failed',
  'cancelled',
  'expired',
]);
export const paymentMethod = pgEnum('payment_method', ['card', 'bank_transfer']);
export const paidService = pgEnum('paid_service', [
  'breeder_profile',
  'upcoming_litters',
  'puppy_match',
]);

/** Something a user pays for: a reservation deposit or a breeder service plan. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    type: orderType('type').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    planMonths: smallint('plan_months'),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    method: paymentMethod('method').notNull(),
    bankReference: text('bank_reference').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The one payment attempt that paid this order; any other success is refunded. */
    paidPaymentId: uuid('paid_payment_id'),
    /** When the buyer was reminded of an unpaid bank transfer (once). */
    bankRemindedAt: timestamp('bank_reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_type_status_idx').on(t.type, t.status),
    // The admin lists: newest first, all orders or one type, optionally in one state.
    index('orders_created_idx').on(t.createdAt),
    index('orders_type_created_idx').on(t.type, t.createdAt),
    index('orders_type_status_created_idx').on(t.type, t.status, t.createdAt),
    // The admin reports: money taken per month, and which reservations' deposits were paid.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_reservation_idx').on(t.reservationId),
  ],
);

export const paymentStatus = pgEnum('payment_status', [
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'refunded',
]);

/** One attempt to collect an order's amount through a payment provider. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    status: paymentStatus('status').notNull().default('requires_action'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    failureCode: text('failure_code'),
    /** The provider's id of the refund, once one was made. */
    refundRef: text('refund_ref'),
    /**
     * Why we gave this attempt's money back on our own: `duplicate` (the order was already paid
     * by another attempt) or `late` (the order was no longer payable when the money arrived).
     */
    refundReason: text('refund_reason').$type<'duplicate' | 'late'>(),
    ...timestamps,
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const sandboxChargeStatus = pgEnum('sandbox_charge_status', [
  'open',
  'requires_authentication',
  'succeeded',
  'failed',
  'refunded',
]);

/**
 * The sandbox payment provider's own ledger (it plays the card company, so it keeps its state
 * apart from our orders and payments and tells us through signed webhooks).
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  /** Our payments.id, echoed back in every event (like a provider's metadata). */
  paymentId: uuid('payment_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  description: text('description').notNull(),
  locale: varchar('locale', { length: 5 }).notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: sandboxChargeStatus('status').notNull().default('open'),
  failureCode: text('failure_code'),
  /** Last four digits of the test card, as a provider shows them; never the number. */
  cardLast4: varchar('card_last4', { length: 4 }),
  ...timestamps,
});

/** Provider webhook events by their id: the idempotency record of at-least-once delivery. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export const subscriptionStatus = pgEnum('subscription_status', ['active', 'expired', 'cancelled']);

/** A paid breeder service for a period; starts when its order is paid. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    service: paidService('service').notNull(),
    status: subscriptionStatus('status').notNull().default('active'),
    orderId: uuid('order_id').references(() => orders.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('subscriptions_user_service_idx').on(t.userId, t.service, t.endsAt)],
);

/** Plan prices per service, length in months and currency, set by admins. */
export const planPrices = pgTable(
  'plan_prices',
  {
    service: paidService('service').notNull(),
    months: smallint('months').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.service, t.months, t.currency] })],
);

/** A buyer's description of the dog they want, shown to puppy-match subscribers. */
export const puppyMatchRequests = pgTable('puppy_match_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  breedKeys: text('breed_keys').array().notNull(),
  sex: text('sex'),
  budgetAmount: bigint('budget_amount', { mode: 'number' }),
  currency: varchar('currency', { length: 3 }),
  countryCode: varchar('country_code', { length: 2 }),
  wantedBy: text('wanted_by'),
  status: text('status').notNull().default('open'),
  createdAt,
});

export const refundMethod = pgEnum('refund_method', ['card', 'bank_payout']);
/** See src/server/domain/payments/refund-states.ts for the transitions. */
export const refundStatus = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

/**
 * Money an admin gives back on a paid order, whole or in parts: through the card provider, or
 * as a bank payout the admin made and records (IBAN and date). Pending and succeeded refunds
 * count against what the order may still give back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The card attempt refunded through its provider; null for a bank payout. */
    paymentId: uuid('payment_id').references(() => payments.id),
    method: refundMethod('method').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    /** The form's one-time key: a repeated submit finds this refund instead of making another. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The provider's refund id (card). */
    providerRef: text('provider_ref'),
    /** Where and when the admin sent a bank payout (electronic IBAN format). */
    payoutIban: varchar('payout_iban', { length: 34 }),
    payoutSentOn: date('payout_sent_on'),
    actorId: text('actor_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);
