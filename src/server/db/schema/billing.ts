import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_settings_single_row', sql`${t.id} = 1`),
    check('payment_settings_tax_identity', sql`${t.taxNumber} is not null or ${t.vatId} is not null`),
    check('payment_settings_prenotification_range', sql`${t.prenotificationDays} between 1 and 60`),
  ],
);
