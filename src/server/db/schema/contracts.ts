import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHARGE_STATUSES, COLLECTION_RUN_STATUSES, NOTICE_KINDS, NOTICE_STATES, ORDER_PAYMENT_METHODS, SEQUENCE_TYPES } from '../../../shared/enums';
import { profiles } from './auth';
import { money, passType, payments, prices } from './domain';
import { passes } from './passes';

export const orderPaymentMethod = pgEnum('order_payment_method', ORDER_PAYMENT_METHODS);
export const chargeStatus = pgEnum('charge_status', CHARGE_STATUSES);
export const sequenceType = pgEnum('sequence_type', SEQUENCE_TYPES);
export const collectionRunStatus = pgEnum('collection_run_status', COLLECTION_RUN_STATUSES);
export const noticeKind = pgEnum('notice_kind', NOTICE_KINDS);
export const noticeState = pgEnum('notice_state', NOTICE_STATES);

// A SEPA-Lastschriftmandat a member signed when ordering. The reference is the mandate id the bank sees
// (at most 35 characters of the SEPA character set). Mandates are bookkeeping records: never deleted, a
// revoked one keeps its date of revocation.
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull(),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    signedOn: date('signed_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sepa_mandates_reference_unique').on(t.reference),
    index('sepa_mandates_user_idx').on(t.userId, t.createdAt),
    check('sepa_mandates_reference_format', sql`${t.reference} ~ '^[A-Za-z0-9+?/:().,''-]{1,35}$'`),
  ],
);

// An online order: the product as ordered, how it is paid, and the pass it made. A membership (MONTHLY,
// YEARLY) is a contract: a minimum term, then it runs on month by month with one month's notice. `endsOn`
// is set when a notice is confirmed; no period is charged after it.
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    priceId: uuid('price_id').references(() => prices.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    passType: passType('pass_type').notNull(),
    amount: money('amount').notNull(),
    paymentMethod: orderPaymentMethod('payment_method').notNull(),
    mandateId: uuid('mandate_id').references(() => sepaMandates.id, { onDelete: 'restrict' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => passes.id, { onDelete: 'restrict' }),
    startsOn: date('starts_on').notNull(),
    minimumTermMonths: integer('minimum_term_months'),
    noticeMonths: integer('notice_months'),
    endsOn: date('ends_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_pass_unique').on(t.passId),
    check('orders_mandate_iff_sepa', sql`(${t.mandateId} is not null) = (${t.paymentMethod} = 'sepa')`),
    check('orders_contract_terms', sql`(${t.minimumTermMonths} is null) = (${t.noticeMonths} is null)`),
  ],
);

// One collection run ('Lastschriften'): the pain.008 file as written, stored so that it downloads byte for
// byte the same every time. Created, then handed to the bank (submitted), or cancelled before that.
export const collectionRuns = pgTable(
  'collection_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull(),
    collectionDate: date('collection_date').notNull(),
    status: collectionRunStatus('status').notNull().default('created'),
    xml: text('xml').notNull(),
    transactionCount: integer('transaction_count').notNull(),
    controlSum: money('control_sum').notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('collection_runs_message_id_unique').on(t.messageId),
    index('collection_runs_created_idx').on(t.createdAt),
    check('collection_runs_count_positive', sql`${t.transactionCount} > 0`),
  ],
);

// A debit to collect: one period of a membership, or an ordered pass. Its payment carries the invoice.
// `runId` is a single column, so a charge is in at most one run; a run takes its charges with one
// conditional UPDATE (status 'due'), so two runs started at once never share one.
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => sepaMandates.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    dueOn: date('due_on').notNull(),
    status: chargeStatus('status').notNull().default('due'),
    runId: uuid('run_id').references(() => collectionRuns.id, { onDelete: 'restrict' }),
    sequenceType: sequenceType('sequence_type'),
    endToEndId: text('end_to_end_id'),
    // Set when the member was told of this debit (the order mail or a run's pre-notification).
    prenotifiedAt: timestamp('prenotified_at', { withTimezone: true }),
    returnReason: text('return_reason'),
    returnFee: money('return_fee'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charges_payment_unique').on(t.paymentId),
    uniqueIndex('charges_order_period_unique').on(t.orderId, t.periodStart),
    uniqueIndex('charges_end_to_end_unique').on(t.endToEndId),
    index('charges_due_idx').on(t.status, t.dueOn),
    index('charges_run_idx').on(t.runId),
    index('charges_user_idx').on(t.userId, t.dueOn),
    check('charges_amount_positive', sql`${t.amount} > 0`),
    check('charges_run_iff_collecting', sql`(${t.runId} is not null) = (${t.status} in ('in_run', 'collected', 'returned'))`),
    check('charges_return_recorded', sql`(${t.status} = 'returned') = (${t.returnReason} is not null)`),
  ],
);

// A notice of termination through 'Verträge hier kündigen': kept with its time of receipt, whoever sent it.
export const contractNotices = pgTable(
  'contract_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    // What the sender named as the contract, when it is not one of their orders (a guest's own words).
    contractText: text('contract_text'),
    kind: noticeKind('kind').notNull(),
    wishedDate: date('wished_date'),
    reason: text('reason'),
    endsOn: date('ends_on'),
    state: noticeState('state').notNull().default('received'),
    handledBy: text('handled_by').references(() => profiles.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    officeNote: text('office_note'),
  },
  (t) => [
    index('contract_notices_received_idx').on(t.receivedAt),
    index('contract_notices_order_idx').on(t.orderId),
    check('contract_notices_names_contract', sql`${t.orderId} is not null or length(trim(${t.contractText})) > 0`),
  ],
);
