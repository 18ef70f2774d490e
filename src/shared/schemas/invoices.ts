import { z } from 'zod';
import { INVOICE_KINDS, VAT_RATES } from '../enums';

/*
 * An invoice as issued (§ 14 UStG): stored whole at issue, never changed, so a later download renders
 * the same document. Amounts are euros with two decimals; the gross price splits into net and VAT by the
 * product's rate.
 */

const party = z.object({ name: z.string(), street: z.string().nullable(), postalCode: z.string().nullable(), town: z.string().nullable() });

export const invoiceDocumentSchema = z
  .object({
    number: z.string(),
    kind: z.enum(INVOICE_KINDS),
    /** Berlin date of issue, YYYY-MM-DD. */
    issuedOn: z.string(),
    seller: party.extend({ taxNumber: z.string().nullable(), vatId: z.string().nullable() }),
    buyer: party,
    lines: z.array(
      z.object({
        description: z.string(),
        vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate))),
        net: z.number(),
        vat: z.number(),
        gross: z.number(),
      }),
    ),
    /** Leistungszeitraum (Berlin dates): the pass's validity, or the day of payment. */
    servicePeriod: z.object({ from: z.string(), until: z.string() }),
    totals: z.object({ net: z.number(), vat: z.number(), gross: z.number() }),
    /** Why no VAT is shown: the small-business rule or the product's exemption; null when VAT is shown. */
    vatNote: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    /** Berlin date the payment was received. */
    paidOn: z.string().nullable(),
    /** A Stornorechnung names the invoice it cancels. */
    cancels: z.object({ number: z.string(), issuedOn: z.string() }).nullable(),
  })
  .meta({ id: 'InvoiceDocument' });
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

export const memberInvoiceSchema = z
  .object({ id: z.string(), number: z.string(), kind: z.enum(INVOICE_KINDS), issuedAt: z.string(), gross: z.number(), description: z.string() })
  .meta({ id: 'MemberInvoice' });
export type MemberInvoice = z.infer<typeof memberInvoiceSchema>;

/** GET /api/me/invoices: the member's invoices and Stornorechnungen, newest first. */
export const memberInvoicesSchema = z.object({ invoices: z.array(memberInvoiceSchema) }).meta({ id: 'MemberInvoices' });
export type MemberInvoices = z.infer<typeof memberInvoicesSchema>;

export const adminInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedOn: z.string(),
  memberName: z.string(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  paymentMethod: z.string().nullable(),
});

/** GET /api/admin/invoices?year=: one year's invoices in number order, the years there are, and the year's sums. */
export const adminInvoicesSchema = z
  .object({
    year: z.number(),
    years: z.array(z.number()),
    invoices: z.array(adminInvoiceSchema),
    totals: z.object({ net: z.number(), vat: z.number(), gross: z.number() }),
  })
  .meta({ id: 'AdminInvoices' });
export type AdminInvoices = z.infer<typeof adminInvoicesSchema>;

export const adminInvoicesQuerySchema = z.object({
  year: z.coerce.number({ error: 'Bitte wählen Sie ein Jahr.' }).int('Bitte wählen Sie ein Jahr.').min(2000, 'Bitte wählen Sie ein Jahr.').max(2100, 'Bitte wählen Sie ein Jahr.').optional(),
});

export const INVOICE_TEXTS = {
  smallBusiness: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
  cancellationTitle: 'Stornorechnung',
  invoiceTitle: 'Rechnung',
  notFound: 'Diese Rechnung wurde nicht gefunden.',
} as const;
