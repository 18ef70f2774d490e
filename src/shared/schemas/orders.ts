import { z } from 'zod';
import { FAMILY_RELATIONS, ORDER_PAYMENT_METHODS, PASS_TYPES } from '../enums';
import { compactIban, isSepaIban } from '../sepa-checks';
import { PAYMENT_SETTINGS_MESSAGES } from './payment-settings';
import { FAMILY_MESSAGES } from './family-texts';
import { priceQuoteSchema } from './price-quote';

/*
 * Ordering a product online on /preise: the product with its terms (a membership is a contract with a
 * minimum term, then monthly notice), the withdrawal notice, and the payment: a SEPA mandate signed in the
 * form, or payment at the desk. The same schema checks the form as typed and the API's input.
 */

export const ORDER_TEXTS = {
  accountHolder: PAYMENT_SETTINGS_MESSAGES.accountHolder,
  accountHolderTooLong: 'Der Name darf höchstens 70 Zeichen lang sein.',
  iban: PAYMENT_SETTINGS_MESSAGES.iban,
  paymentMethod: 'Bitte wählen Sie eine Zahlungsart.',
  mandateConsent: 'Bitte erteilen Sie das SEPA-Lastschriftmandat, um per Lastschrift zu bezahlen.',
  earlyStart: 'Bitte bestätigen Sie, dass Ihr Vertrag sofort beginnen soll.',
  productNotFound: 'Dieses Angebot gibt es nicht (mehr).',
  productInactive: 'Dieses Angebot kann derzeit nicht bestellt werden.',
  sepaUnavailable: 'Die Zahlung per Lastschrift ist derzeit nicht möglich. Bitte wählen Sie die Zahlung an der Theke.',
  contractNeedsSepa: 'Mitgliedschaften werden per SEPA-Lastschrift bezahlt.',
  mandateReference: 'Die Mandatsreferenz ist ungültig. Bitte laden Sie die Seite neu.',
  mandateReferenceTaken: 'Diese Mandatsreferenz ist bereits vergeben. Bitte laden Sie die Seite neu.',
  mandateNotFound: 'Das Mandat wurde nicht gefunden.',
  mandateAlreadyRevoked: 'Dieses Mandat ist bereits widerrufen.',
  mandateRevoked: 'Mandat widerrufen',
  ordered: 'Vielen Dank für Ihre Bestellung!',
  withdrawal:
    'Widerrufsrecht: Sie können Ihre Vertragserklärung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt mit dem Tag des Vertragsschlusses. Zur Wahrung der Frist genügt die rechtzeitige Absendung des Widerrufs, z. B. per E-Mail oder über unser Kontaktformular. Haben Sie verlangt, dass die Leistung während der Widerrufsfrist beginnt, zahlen Sie für die bis zum Widerruf erbrachten Leistungen einen anteiligen Betrag.',
  earlyStartLabel:
    'Ich verlange ausdrücklich, dass meine Karte bzw. Mitgliedschaft sofort beginnt. Mir ist bekannt, dass ich bei einem Widerruf die bis dahin erbrachten Leistungen anteilig bezahle.',
  mandateConsentLabel: 'Ich erteile das SEPA-Lastschriftmandat.',
} as const;

export const ORDER_PAYMENT_LABELS: Record<(typeof ORDER_PAYMENT_METHODS)[number], string> = {
  sepa: 'SEPA-Lastschrift',
  on_site: 'Bar oder EC-Karte an der Theke',
};

/** The wording of the mandate the member signs: creditor, Gläubiger-ID and mandate reference filled in. */
export function mandateText(creditor: { name: string; creditorId: string }, reference: string): string {
  return (
    `Ich ermächtige ${creditor.name} (Gläubiger-Identifikationsnummer ${creditor.creditorId}), Zahlungen von meinem Konto mittels Lastschrift einzuziehen. ` +
    `Zugleich weise ich mein Kreditinstitut an, die von ${creditor.name} auf mein Konto gezogenen Lastschriften einzulösen. Mandatsreferenz: ${reference}. ` +
    'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.'
  );
}

/** A mandate reference the app issues: 'M-' + year + '-' + eight characters, well inside SEPA's 35. */
export const MANDATE_REFERENCE_PATTERN = /^M-\d{4}-[A-Z0-9]{8}$/;

const contractSchema = z.object({
  minimumTermMonths: z.number(),
  noticeMonths: z.number(),
  startsOn: z.string(),
  minimumTermEndsOn: z.string(),
  /** What each month costs after the minimum term. */
  monthlyAmountAfter: z.number(),
});

/** GET /api/me/order-draft?priceId=: everything the order form shows before 'Zahlungspflichtig bestellen'. */
export const orderDraftSchema = z
  .object({
    product: z.object({
      id: z.string(),
      name: z.string(),
      passType: z.enum(PASS_TYPES),
      amount: z.number(),
      credits: z.number().nullable(),
      validityDays: z.number(),
      description: z.string().nullable(),
      courseName: z.string().nullable(),
    }),
    /** For a membership: its terms at the list price (each person's own price is in `forWhom`). */
    contract: contractSchema.nullable(),
    /**
     * 'Für wen?': the member (familyMemberId null) and each of their family members, with what the product
     * costs each of them (the family discount decided by the server), the member first.
     */
    forWhom: z.array(
      z.object({
        familyMemberId: z.string().nullable(),
        name: z.string(),
        relation: z.enum(FAMILY_RELATIONS).nullable(),
        birthDate: z.string().nullable(),
        price: priceQuoteSchema,
        /** For a membership: what each month costs this person after the minimum term. */
        monthlyAmountAfter: z.number().nullable(),
      }),
    ),
    paymentMethods: z.array(z.enum(ORDER_PAYMENT_METHODS)),
    creditor: z.object({ name: z.string(), creditorId: z.string() }).nullable(),
    mandateReference: z.string(),
    signedOn: z.string(),
    firstDebitOn: z.string().nullable(),
    memberName: z.string(),
  })
  .meta({ id: 'OrderDraft' });
export type OrderDraft = z.infer<typeof orderDraftSchema>;

export const orderDraftQuerySchema = z.object({ priceId: z.uuid({ error: ORDER_TEXTS.productNotFound }) });

/** POST /api/me/orders: the product, the payment and the member's two declarations. */
export const orderInputSchema = z
  .object({
    priceId: z.uuid({ error: ORDER_TEXTS.productNotFound }),
    /** 'Für wen?': one of the member's family members; empty or left out = the member themself. */
    familyMemberId: z.preprocess((value) => (value === '' ? null : value), z.uuid({ error: FAMILY_MESSAGES.notFound }).nullish()),
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS, { error: ORDER_TEXTS.paymentMethod }),
    accountHolder: z.string().trim().max(70, ORDER_TEXTS.accountHolderTooLong).optional(),
    iban: z.string().optional(),
    mandateReference: z.string().optional(),
    mandateConsent: z.boolean().optional(),
    earlyStart: z.boolean({ error: ORDER_TEXTS.earlyStart }).optional(),
  })
  .superRefine((order, ctx) => {
    // Asked together, so the form names every missing field at once.
    if (order.earlyStart !== true) ctx.addIssue({ code: 'custom', path: ['earlyStart'], message: ORDER_TEXTS.earlyStart });
    if (order.paymentMethod !== 'sepa') return;
    if (!order.accountHolder) ctx.addIssue({ code: 'custom', path: ['accountHolder'], message: ORDER_TEXTS.accountHolder });
    if (!order.iban || !isSepaIban(order.iban)) ctx.addIssue({ code: 'custom', path: ['iban'], message: ORDER_TEXTS.iban });
    if (!order.mandateReference || !MANDATE_REFERENCE_PATTERN.test(order.mandateReference)) ctx.addIssue({ code: 'custom', path: ['mandateReference'], message: ORDER_TEXTS.mandateReference });
    if (order.mandateConsent !== true) ctx.addIssue({ code: 'custom', path: ['mandateConsent'], message: ORDER_TEXTS.mandateConsent });
  })
  .transform((order) => ({ ...order, iban: order.iban ? compactIban(order.iban) : undefined }));
export type OrderInput = z.input<typeof orderInputSchema>;

/** The answer to an order: what was made, for the confirmation. */
export const orderConfirmationSchema = z
  .object({
    orderId: z.string(),
    productName: z.string(),
    /** The family member the pass is for (null: the member themself). */
    familyMemberName: z.string().nullable(),
    /** What is paid: the list price less the family discount, if any (`price` says which). */
    amount: z.number(),
    price: priceQuoteSchema,
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
    mandateReference: z.string().nullable(),
    firstDebit: z.object({ on: z.string(), amount: z.number() }).nullable(),
    validFrom: z.string(),
    validUntil: z.string(),
    awaitingPayment: z.boolean(),
    contract: contractSchema.nullable(),
  })
  .meta({ id: 'OrderConfirmation' });
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

/** GET /api/me/mandates: the member's mandates, newest first, with their open debits. */
export const myMandatesSchema = z
  .object({
    mandates: z.array(
      z.object({
        id: z.string(),
        reference: z.string(),
        accountHolder: z.string(),
        /** Only the country and the last four digits: 'DE•• •••• 3000'. */
        ibanEnding: z.string(),
        signedOn: z.string(),
        revokedAt: z.string().nullable(),
        products: z.array(z.string()),
        openDebits: z.array(z.object({ dueOn: z.string(), amount: z.number(), description: z.string() })),
      }),
    ),
  })
  .meta({ id: 'MyMandates' });
export type MyMandates = z.infer<typeof myMandatesSchema>;

