import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PASS_LEDGER_KINDS } from '../../../shared/enums';
import { profiles } from './auth';
import { bookings, courses, passType, payments, prices } from './domain';
import { familyMembers } from './families';

export const passLedgerKind = pgEnum('pass_ledger_kind', PASS_LEDGER_KINDS);

/**
 * What a member holds: a pass sold by the office (later also ordered online). Its validity is a range of
 * Berlin calendar days, both ends included, so "gültig bis" is the last day it can be used. `balance` is
 * the number of entries left, kept equal to the sum of the pass's ledger by a trigger (migration 0020) and
 * never below zero; NULL for unlimited passes (Monats- and Jahreskarte). A pass is never deleted: its
 * ledger is the answer to "what was my entry used for?" and belongs to the bookkeeping.
 */
export const passes = pgTable(
  'passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    priceId: uuid('price_id').references(() => prices.id, { onDelete: 'set null' }),
    // The product as it was sold: a later change of the price list does not rewrite what a member bought.
    productName: text('product_name').notNull(),
    passType: passType('pass_type').notNull(),
    // Set when the pass is a family member's: it pays only for their bookings (NULL: the member's own).
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id),
    // The family discount granted on this membership, in percent of the list price (NULL: none).
    familyDiscountPercent: integer('family_discount_percent'),
    // Set for a course-bound product: the pass is valid for that course only.
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    credits: integer('credits'),
    balance: integer('balance'),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    soldBy: text('sold_by').references(() => profiles.id, { onDelete: 'set null' }),
    // When the member was told the pass runs out within a week, and that one entry is left (once each).
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    lastEntryNotifiedAt: timestamp('last_entry_notified_at', { withTimezone: true }),
    // 'Zahlung ausstehend': ordered for payment at the desk, or held after a second Rücklastschrift. Such a
    // pass cannot be booked with until the office records the payment.
    awaitingPayment: boolean('awaiting_payment').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('passes_user_valid_idx').on(t.userId, t.validUntil),
    index('passes_valid_until_idx').on(t.validUntil),
    check('passes_balance_not_negative', sql`${t.balance} >= 0`),
    check('passes_credits_positive', sql`${t.credits} is null or ${t.credits} > 0`),
    check('passes_balance_within_credits', sql`(${t.credits} is null) = (${t.balance} is null)`),
    check('passes_validity_order', sql`${t.validUntil} >= ${t.validFrom}`),
    check('passes_family_discount_percent', sql`${t.familyDiscountPercent} is null or ${t.familyDiscountPercent} between 1 and 99`),
  ],
);

/** A pause of a pass (both days included): it cannot be used then, and its validity grew by the paused days. */
export const passPauses = pgTable(
  'pass_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passId: uuid('pass_id')
      .notNull()
      .references(() => passes.id, { onDelete: 'restrict' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pass_pauses_pass_idx').on(t.passId, t.startsOn), check('pass_pauses_order', sql`${t.endsOn} >= ${t.startsOn}`)],
);

/**
 * Every change of a pass's entry balance, never changed or deleted (the database refuses both). Unlimited
 * passes get rows with delta 0 for their bookings, so their history reads the same.
 */
export const passLedger = pgTable(
  'pass_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passId: uuid('pass_id')
      .notNull()
      .references(() => passes.id, { onDelete: 'restrict' }),
    kind: passLedgerKind('kind').notNull(),
    delta: integer('delta').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    // The clock, not the transaction's start: rows written in one transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('pass_ledger_pass_idx').on(t.passId, t.createdAt),
    // A booking draws at most one entry, and gets at most one answer (returned, forfeited or kept).
    uniqueIndex('pass_ledger_one_draw_per_booking').on(t.bookingId).where(sql`${t.kind} = 'booking'`),
    // The rest lapses once, when the pass has expired.
    uniqueIndex('pass_ledger_one_expiry_per_pass').on(t.passId).where(sql`${t.kind} = 'expiry'`),
    uniqueIndex('pass_ledger_one_settlement_per_booking')
      .on(t.bookingId)
      .where(sql`${t.kind} in ('cancel_in_time', 'late_cancel', 'no_show', 'studio_cancel')`),
    check(
      'pass_ledger_delta_by_kind',
      sql`case ${t.kind}
        when 'purchase' then ${t.delta} >= 0
        when 'booking' then ${t.delta} in (-1, 0)
        when 'cancel_in_time' then ${t.delta} in (0, 1)
        when 'studio_cancel' then ${t.delta} in (0, 1)
        when 'no_show' then ${t.delta} in (0, 1)
        when 'late_cancel' then ${t.delta} = 0
        when 'expiry' then ${t.delta} <= 0
        when 'void' then ${t.delta} <= 0
        else ${t.delta} <> 0 end`,
    ),
    check('pass_ledger_booking_kinds', sql`(${t.bookingId} is not null) = (${t.kind} in ('booking', 'cancel_in_time', 'late_cancel', 'no_show', 'studio_cancel'))`),
    check('pass_ledger_correction_reason', sql`${t.kind} <> 'correction' or length(trim(${t.reason})) > 0`),
  ],
);
