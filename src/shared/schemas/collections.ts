import { z } from 'zod';
import { CHARGE_STATUSES, COLLECTION_RUN_STATUSES, SEQUENCE_TYPES } from '../enums';
import { SEPA_RETURN_REASON_CODES } from '../sepa-return-reasons';
import { germanDay, isCalendarDate } from '../time';
import { requiredAmount } from './form-fields';

/*
 * 'Lastschriften': the office collects the due SEPA debits in runs. A run is one pain.008 file for one
 * collection date; it is created, then handed to the bank ('An die Bank übergeben') or cancelled. A
 * collected debit the bank gives back is recorded as a Rücklastschrift with its reason and the bank's fee.
 */

/** The highest return fee the office can record (banks charge a few euros). */
export const MAX_RETURN_FEE = 100;

export const COLLECTION_TEXTS = {
  dateInvalid: 'Bitte wählen Sie ein gültiges Einzugsdatum.',
  dateTooEarly: (earliest: string, days: number) =>
    `Das Einzugsdatum muss mindestens ${days} ${days === 1 ? 'Tag' : 'Tage'} nach heute liegen (Vorabankündigung), also frühestens am ${germanDay(earliest)}.`,
  dateWeekend: (weekday: string) => `An einem ${weekday} werden keine Lastschriften eingezogen. Bitte wählen Sie einen Bankarbeitstag (Montag bis Freitag).`,
  dateHoliday: (day: string, name: string) => `Der ${germanDay(day)} ist ein Bankfeiertag (${name}): An diesem Tag werden keine Lastschriften eingezogen. Bitte wählen Sie einen anderen Bankarbeitstag.`,
  notSetUp: 'Der Zahlungsverkehr ist noch nicht eingerichtet. Bitte tragen Sie unter Einstellungen → Zahlungsverkehr Gläubiger-ID und IBAN des Sportzentrums ein.',
  nothingDue: 'Es sind keine fälligen Lastschriften bis zu diesem Datum vorhanden.',
  runNotFound: 'Der Lastschriftlauf wurde nicht gefunden.',
  runClosed: {
    submitted: 'Dieser Lastschriftlauf wurde bereits an die Bank übergeben.',
    cancelled: 'Dieser Lastschriftlauf ist storniert.',
  },
  mandateRevoked: (names: string[]) =>
    `Das Mandat von ${names.join(', ')} wurde inzwischen widerrufen. Bitte stornieren Sie diesen Lauf und erstellen Sie ihn neu: Lastschriften widerrufener Mandate werden dann nicht mehr eingezogen.`,
  paymentSettled: (names: string[]) =>
    `Die Zahlung von ${names.join(', ')} wurde inzwischen anderweitig erfasst (z. B. an der Theke bezahlt). Bitte stornieren Sie diesen Lauf und erstellen Sie ihn neu, damit nichts doppelt eingezogen wird.`,
  chargeNotFound: 'Die Lastschrift wurde nicht gefunden.',
  chargeNotCollected: 'Eine Rücklastschrift kann nur für eine eingezogene Lastschrift erfasst werden.',
  reasonRequired: 'Bitte wählen Sie den Rückgabegrund.',
  fee: `Bitte geben Sie die Gebühr der Bank ein (0 bis ${MAX_RETURN_FEE} €, z. B. 3,50).`,
  feeDecimals: 'Die Gebühr darf höchstens zwei Nachkommastellen haben.',
  created: 'Lastschriftlauf erstellt',
  cancelled: 'Lastschriftlauf storniert',
  submitted: 'Lastschriftlauf an die Bank übergeben',
  returned: 'Rücklastschrift erfasst',
} as const;

/** POST /api/admin/collection-runs: the day the debits are to be collected. */
export const createCollectionRunSchema = z.object({
  collectionDate: z.string(COLLECTION_TEXTS.dateInvalid).refine(isCalendarDate, COLLECTION_TEXTS.dateInvalid),
});
export type CreateCollectionRunInput = z.input<typeof createCollectionRunSchema>;

/** POST /api/admin/charges/{id}/return: the bank's reason code and its fee (German decimal input; left empty, none). */
export const chargeReturnSchema = z.object({
  reasonCode: z.enum(SEPA_RETURN_REASON_CODES, COLLECTION_TEXTS.reasonRequired),
  fee: z.preprocess((value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 0 : value), requiredAmount(MAX_RETURN_FEE, COLLECTION_TEXTS.fee, COLLECTION_TEXTS.feeDecimals)),
});
export type ChargeReturnInput = z.input<typeof chargeReturnSchema>;
export type ChargeReturnValues = z.output<typeof chargeReturnSchema>;

export const collectionRunSchema = z
  .object({
    id: z.string(),
    messageId: z.string(),
    collectionDate: z.string(),
    status: z.enum(COLLECTION_RUN_STATUSES),
    /** As written into the file (a cancelled run keeps its file and these). */
    transactionCount: z.number(),
    controlSum: z.number(),
    /** Debits of the run the bank gave back. */
    returnedCount: z.number(),
    createdAt: z.string(),
    createdByName: z.string().nullable(),
    submittedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
  })
  .meta({ id: 'CollectionRun' });
export type CollectionRun = z.infer<typeof collectionRunSchema>;

/** GET /api/admin/collection-runs: what can be collected, the earliest collection date, and the runs, newest first. */
export const collectionRunsOverviewSchema = z
  .object({
    /** False while Zahlungsverkehr is not set up: nothing can be collected. */
    ready: z.boolean(),
    prenotificationDays: z.number().nullable(),
    /** The first bank business day the pre-notification lead allows ('YYYY-MM-DD'). */
    earliestCollectionDate: z.string(),
    /** Due debits whose mandate is in force, by due date. */
    due: z.object({
      count: z.number(),
      sum: z.number(),
      byDate: z.array(z.object({ dueOn: z.string(), count: z.number(), sum: z.number() })),
    }),
    runs: z.array(collectionRunSchema),
  })
  .meta({ id: 'CollectionRunsOverview' });
export type CollectionRunsOverview = z.infer<typeof collectionRunsOverviewSchema>;

export const collectionChargeSchema = z
  .object({
    id: z.string(),
    member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    amount: z.number(),
    description: z.string(),
    dueOn: z.string(),
    mandateReference: z.string(),
    /** The mandate was revoked (the run can then no longer go to the bank). */
    mandateRevoked: z.boolean(),
    sequenceType: z.enum(SEQUENCE_TYPES).nullable(),
    endToEndId: z.string().nullable(),
    status: z.enum(CHARGE_STATUSES),
    returnReason: z.string().nullable(),
    returnFee: z.number().nullable(),
    returnedAt: z.string().nullable(),
  })
  .meta({ id: 'CollectionCharge' });
export type CollectionCharge = z.infer<typeof collectionChargeSchema>;

/** GET /api/admin/collection-runs/{id}: the run and its debits (none for a cancelled run: they are due again; its file still names them). */
export const collectionRunDetailSchema = z.object({ run: collectionRunSchema, charges: z.array(collectionChargeSchema) }).meta({ id: 'CollectionRunDetail' });
export type CollectionRunDetail = z.infer<typeof collectionRunDetailSchema>;

/** The answer of create, cancel and submit: a German message and the run as it now is. */
export const collectionRunChangeSchema = collectionRunDetailSchema.extend({ message: z.string() }).meta({ id: 'CollectionRunChange' });
export type CollectionRunChange = z.infer<typeof collectionRunChangeSchema>;

/** The answer of recording a Rücklastschrift: the debit, the member's open amount, and how many passes now wait for payment. */
export const chargeReturnResultSchema = z
  .object({ message: z.string(), charge: collectionChargeSchema, openAmount: z.number(), passesHeld: z.number() })
  .meta({ id: 'ChargeReturnResult' });
export type ChargeReturnResult = z.infer<typeof chargeReturnResultSchema>;
