import { z } from 'zod';
import { compactCreditorId, compactIban, isCreditorId, isSepaBic, isSepaIban } from '../sepa-checks';
import { optionalText, requiredInt, requiredText } from './form-fields';

/*
 * Einstellungen → Zahlungsverkehr: who the centre is on its invoices and direct debits (legal name and
 * address, tax number or VAT id, the creditor identifier and the account debits are paid into), whether it
 * is a small business under § 19 UStG, how many days ahead members are told of a debit, the invoice
 * numbers' prefix, and whether a member's passes wait for payment after their second Rücklastschrift. The same schema checks the form as typed and the API's input.
 */

export const PAYMENT_SETTINGS_MESSAGES = {
  legalName: 'Bitte geben Sie den Namen des Unternehmens ein, wie er auf Rechnungen stehen soll.',
  legalNameTooLong: 'Der Name darf höchstens 120 Zeichen lang sein.',
  street: 'Bitte geben Sie Straße und Hausnummer ein.',
  streetTooLong: 'Straße und Hausnummer dürfen höchstens 120 Zeichen lang sein.',
  postalCode: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.',
  town: 'Bitte geben Sie den Ort ein.',
  townTooLong: 'Der Ort darf höchstens 80 Zeichen lang sein.',
  taxNumber: 'Die Steuernummer besteht aus 10 bis 13 Ziffern, gern mit Schrägstrichen oder Leerzeichen (z. B. 21/815/08150).',
  vatId: 'Die USt-IdNr. beginnt mit dem Länderkürzel, z. B. DE123456789.',
  taxIdentity: 'Bitte geben Sie die Steuernummer oder die USt-IdNr. an: Eine davon muss auf jeder Rechnung stehen.',
  creditorId: 'Die Gläubiger-Identifikationsnummer ist ungültig. Sie hat die Form DE98ZZZ09999999999, und ihre Prüfziffern müssen stimmen.',
  iban: 'Die IBAN ist ungültig.',
  bic: 'Die BIC ist ungültig. Sie hat 8 oder 11 Zeichen, z. B. COBADEFFXXX.',
  accountHolder: 'Bitte geben Sie die Kontoinhaberin oder den Kontoinhaber ein.',
  prenotificationDays: 'Bitte geben Sie zwischen 1 und 60 Tagen ein.',
  invoicePrefix: 'Das Präfix darf höchstens 10 Zeichen lang sein und nur Großbuchstaben, Ziffern und Bindestriche enthalten.',
  yesNo: 'Bitte wählen Sie Ja oder Nein.',
  saved: 'Zahlungsverkehr gespeichert',
} as const;

const M = PAYMENT_SETTINGS_MESSAGES;

/** The payment settings as stored and shown (GET and PUT /api/admin/payment-settings); null before the first save. */
export const paymentSettingsSchema = z
  .object({
    legalName: z.string(),
    street: z.string(),
    postalCode: z.string(),
    town: z.string(),
    taxNumber: z.string().nullable(),
    vatId: z.string().nullable(),
    creditorId: z.string(),
    iban: z.string(),
    bic: z.string().nullable(),
    smallBusiness: z.boolean(),
    prenotificationDays: z.number(),
    invoicePrefix: z.string(),
    holdPassesAfterSecondReturn: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const paymentSettingsResponseSchema = z.object({ settings: paymentSettingsSchema.nullable() }).meta({ id: 'PaymentSettingsResponse' });
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;

/** PUT /api/admin/payment-settings: the whole form. IBAN, BIC and creditor id are stored compact, upper case. */
export const paymentSettingsInputSchema = z
  .object({
    legalName: requiredText(120, M.legalName, M.legalNameTooLong),
    street: requiredText(120, M.street, M.streetTooLong),
    postalCode: z.string({ error: M.postalCode }).trim().regex(/^\d{5}$/, M.postalCode),
    town: requiredText(80, M.town, M.townTooLong),
    taxNumber: optionalText(20, M.taxNumber).refine((value) => value === null || (/^[\d /]+$/.test(value) && /^(\D*\d){10,13}\D*$/.test(value)), M.taxNumber),
    vatId: optionalText(14, M.vatId)
      .transform((value) => (value === null ? null : value.replace(/\s+/g, '').toUpperCase()))
      .refine((value) => value === null || /^[A-Z]{2}[A-Z0-9]{2,12}$/.test(value), M.vatId)
      .refine((value) => value === null || !value.startsWith('DE') || /^DE\d{9}$/.test(value), M.vatId),
    creditorId: z.string({ error: M.creditorId }).refine(isCreditorId, M.creditorId).transform(compactCreditorId),
    iban: z.string({ error: M.iban }).refine(isSepaIban, M.iban).transform(compactIban),
    bic: optionalText(15, M.bic)
      .refine((value) => value === null || isSepaBic(value), M.bic)
      .transform((value) => (value === null ? null : value.replace(/\s+/g, '').toUpperCase())),
    smallBusiness: z.boolean({ error: M.yesNo }),
    prenotificationDays: requiredInt(1, 60, M.prenotificationDays),
    invoicePrefix: z
      .string({ error: M.invoicePrefix })
      .trim()
      .max(10, M.invoicePrefix)
      .regex(/^[A-Z0-9-]*$/, M.invoicePrefix),
    // Optional for API clients of before the setting existed: left out, the stored value stays.
    holdPassesAfterSecondReturn: z.boolean({ error: M.yesNo }).optional(),
  })
  .superRefine((values, ctx) => {
    if (values.taxNumber === null && values.vatId === null) ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: M.taxIdentity });
  });
export type PaymentSettingsInput = z.input<typeof paymentSettingsInputSchema>;
export type PaymentSettingsValues = z.output<typeof paymentSettingsInputSchema>;
