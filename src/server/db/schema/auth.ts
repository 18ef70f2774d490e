import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// better-auth's user table *is* our profiles table (a profile is id, first_name, last_name, phone, email,
// created_at), so a profile can never be missing or out of sync with its login. See docs/decisions/0002.
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    // Postal address for invoices (§ 14 UStG names the buyer's address): all three or none.
    street: text('street'),
    postalCode: text('postal_code'),
    town: text('town'),
    // Printed on certificates of attendance for prevention courses (§ 20 SGB V); optional, YYYY-MM-DD.
    birthDate: date('birth_date'),
    // Secret of the member's private calendar feed URL; renewing it invalidates the old URL.
    calendarToken: text('calendar_token'),
    // better-auth's twoFactor plugin: true once a TOTP secret has been confirmed with a first code.
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    // Set when the member deleted their account: the row stays (anonymised) for the payment records the
    // bookkeeping must keep; it can never sign in again.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The office lifted a booking block: no-shows of sessions that started before this no longer count.
    noShowsForgivenAt: timestamp('no_shows_forgiven_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_email_unique').on(t.email),
    uniqueIndex('profiles_calendar_token_unique').on(t.calendarToken),
    index('profiles_created_at_idx').on(t.createdAt),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_sessions_token_unique').on(t.token), index('auth_sessions_user_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

// better-auth's twoFactor plugin: the account's TOTP secret and unused recovery codes, both encrypted with
// the auth secret. One row per account; `verified` stays false until the first code confirms the set-up.
export const authTwoFactors = pgTable(
  'auth_two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    // better-auth's own lockout is switched off (auth.ts); the columns stay because its code reads them.
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_two_factors_user_unique').on(t.userId)],
);

// Fixed-window counters shared by better-auth's per-IP limiter and our per-account limiter, kept in the
// database so several app servers (or a restart) do not reset them.
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: integer('last_request').notNull(),
});
