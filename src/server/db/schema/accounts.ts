import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const userRole = pgEnum('user_role', ['USER', 'ADMIN', 'ADMINV', 'ADMINM']);

/** People with an account. Every account is a buyer; a kennel makes it a breeder too. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: userRole('role').notNull().default('USER'),
    countryCode: text('country_code'),
    phone: text('phone'),
    locale: text('locale').notNull().default('en'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** When the person accepted the terms and privacy policy at sign-up, and which versions. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    /** Set by an admin with a reason: no sign-in, no sessions, listings out of search. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Erased on request: personal data anonymised, orders and invoices kept; no sign-in. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The lists' default order with its tie-break, so a page stops after its rows even where
    // many accounts share a creation time (an import, a seed).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    // Substring search of the admin's users list (`ILIKE '%part%'`, 3+ characters): pg_trgm.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Sign-in methods of a user (password credentials today). */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    password: text('password'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    ...timestamps,
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

/** Single-use tokens: e-mail verification, password reset, e-mail change. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** TOTP second factor, required for the admin roles. */
export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  verified: boolean('verified').notNull().default(false),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
