import { z } from 'zod';
import { PASS_TYPES, VAT_RATES } from '../enums';
import { optionalInt, optionalText, requiredAmount, requiredInt, requiredText } from './form-fields';

export const priceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    passType: z.enum(PASS_TYPES),
    amount: z.number(),
    currency: z.string(),
    /** e.g. 'monatlich'; shown as 'einmalig' when empty. */
    billingPeriod: z.string().nullable(),
    credits: z.number().nullable(),
    validityDays: z.number(),
    description: z.string().nullable(),
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;

/** GET /api/prices: active prices, cheapest first. */
export const pricesResponseSchema = z.object({ prices: z.array(priceSchema) });
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

export const PRICE_MESSAGES = {
  notFound: 'Der Preis wurde nicht gefunden.',
  name: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
  passType: 'Bitte wählen Sie eine Kartenart.',
  amount: 'Bitte geben Sie einen Preis zwischen 0 und 100.000 € ein.',
  amountDecimals: 'Der Preis darf höchstens zwei Nachkommastellen haben.',
  credits: 'Bitte geben Sie eine Anzahl Eintritte zwischen 1 und 1000 ein oder lassen Sie das Feld leer.',
  validityDays: 'Bitte geben Sie eine Gültigkeit zwischen 1 und 3650 Tagen ein.',
  description: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.',
  course: 'Der gewählte Kurs wurde nicht gefunden.',
  vatRate: 'Bitte wählen Sie 19 %, 7 % oder 0 %.',
  vatExemptionNote: 'Bitte nennen Sie den Grund der Steuerbefreiung, wie er auf der Rechnung stehen soll (z. B. „Steuerfrei nach § 4 Nr. 22 UStG“).',
  vatExemptionNoteTooLong: 'Der Hinweis darf höchstens 200 Zeichen lang sein.',
  deleted: (name: string) => `Der Preis „${name}“ wurde gelöscht.`,
} as const;

/** A price as the admin list shows it (inactive ones included), with the course it is tied to. */
export const adminPriceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    passType: z.enum(PASS_TYPES),
    amount: z.number(),
    currency: z.string(),
    billingPeriod: z.string().nullable(),
    credits: z.number().nullable(),
    validityDays: z.number(),
    description: z.string().nullable(),
    courseId: z.string().nullable(),
    courseName: z.string().nullable(),
    isActive: z.boolean(),
    vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate))),
    vatExemptionNote: z.string().nullable(),
  })
  .meta({ id: 'AdminPrice' });
export type AdminPrice = z.infer<typeof adminPriceSchema>;

/** GET /api/admin/prices: all prices ordered by name. */
export const adminPricesResponseSchema = z.object({ prices: z.array(adminPriceSchema) }).meta({ id: 'AdminPrices' });
export type AdminPricesResponse = z.infer<typeof adminPricesResponseSchema>;

/** POST /api/admin/prices and PUT /api/admin/prices/{id}: name, price and validity required. */
export const priceInputSchema = z.object({
  passType: z.enum(PASS_TYPES, { error: PRICE_MESSAGES.passType }).default('SINGLE'),
  amount: requiredAmount(100_000, PRICE_MESSAGES.amount, PRICE_MESSAGES.amountDecimals),
  credits: optionalInt(1, 1000, PRICE_MESSAGES.credits),
  validityDays: requiredInt(1, 3650, PRICE_MESSAGES.validityDays),
  name: requiredText(100, PRICE_MESSAGES.name, PRICE_MESSAGES.nameTooLong),
  description: optionalText(2000, PRICE_MESSAGES.description),
  courseId: z
    .string({ error: PRICE_MESSAGES.course })
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.uuid(PRICE_MESSAGES.course).nullable()),
  isActive: z.boolean({ error: 'Bitte geben Sie an, ob der Preis aktiv ist.' }).default(true),
  // Gross prices; the rate splits them on the invoice. Left out by an older client: 19 %.
  vatRate: z
    .union([z.number(), z.string()], { error: PRICE_MESSAGES.vatRate })
    .transform(Number)
    .pipe(z.union(VAT_RATES.map((rate) => z.literal(rate)), { error: PRICE_MESSAGES.vatRate }))
    .default(19),
  vatExemptionNote: optionalText(200, PRICE_MESSAGES.vatExemptionNoteTooLong),
}).transform((values, ctx) => {
  // An exempt product names its exemption on the invoice; a taxed one has no note.
  if (values.vatRate !== 0) return { ...values, vatExemptionNote: null };
  if (values.vatExemptionNote === null) ctx.addIssue({ code: 'custom', path: ['vatExemptionNote'], message: PRICE_MESSAGES.vatExemptionNote });
  return values;
});
export type PriceInput = z.input<typeof priceInputSchema>;
export type PriceValues = z.output<typeof priceInputSchema>;

export const adminPriceResponseSchema = z.object({ price: adminPriceSchema }).meta({ id: 'AdminPriceResponse' });
export type AdminPriceResponse = z.infer<typeof adminPriceResponseSchema>;
