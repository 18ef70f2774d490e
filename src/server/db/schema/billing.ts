import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS } from '../../../shared/enums';
import type { InvoiceDocument } from '../../../shared/schemas/invoices';
import { profiles } from './auth';
import { payments } from './domain';

// Einstellungen → Zahlungsverkehr: a single row (id = 1), written by the office, read by invoices and
// direct debits. IBAN, BIC and the creditor identifier are stored compact and upper case; the app checks
// their check digits before saving.
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    town: text('town').notNull(),
    taxNumber: text('tax_number'),
    vatId: text('vat_id'),
    creditorId: text('creditor_id').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    // Kleinunternehmer (§ 19 UStG): invoices show no VAT and say why.
    smallBusiness: boolean('small_business').notNull().default(false),
    // Vorabankündigung: members are told of a debit at least this many days before it is collected.
    prenotificationDays: integer('prenotification_days').notNull().default(14),
    invoicePrefix: text('invoice_prefix').notNull().default(''),
    // After a member's second Rücklastschrift their passes wait for payment at the desk.
    holdPassesAfterSecondReturn: boolean('hold_passes_after_second_return').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_settings_single_row', sql`${t.id} = 1`),
    check('payment_settings_tax_identity', sql`${t.taxNumber} is not null or ${t.vatId} is not null`),
    check('payment_settings_prenotification_range', sql`${t.prenotificationDays} between 1 and 60`),
  ],
);

export const invoiceKind = pgEnum('invoice_kind', INVOICE_KINDS);

// The last number issued per calendar year. The issuing transaction raises it under the row's lock, so
// numbers are consecutive without gaps even under parallel payments: a transaction that rolls back gives
// its number back (a sequence would lose it).
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

// Issued invoices and Stornorechnungen (GoBD): never changed or deleted (a trigger refuses both); the
// document is stored as issued, so it renders the same every time. A correction is a Stornorechnung
// naming the invoice it cancels, then a new invoice.
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: invoiceKind('kind').notNull(),
    // Restrict: a payment with an invoice is a bookkeeping record and stays.
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cancelsInvoiceId: uuid('cancels_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').notNull().$type<InvoiceDocument>(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    // An invoice is cancelled at most once.
    uniqueIndex('invoices_cancels_unique').on(t.cancelsInvoiceId),
    index('invoices_user_issued_idx').on(t.userId, t.issuedAt),
    index('invoices_payment_idx').on(t.paymentId, t.issuedAt),
    check('invoices_cancellation_refers', sql`(${t.kind} = 'cancellation') = (${t.cancelsInvoiceId} is not null)`),
  ],
);
