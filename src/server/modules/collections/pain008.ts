import { TZDate } from '@date-fns/tz/date';
import { Document } from 'sepa';
import type { SequenceType } from '../../../shared/enums';
import { BERLIN } from '../../../shared/time';

/*
 * The bank's file of a collection run: a pain.008.001.08 document (SEPA Core direct debit) written by the
 * `sepa` library, never string-built. Pure: the same input (including the creation time) gives the same
 * string, byte for byte. Dates are Berlin dates whatever the process's time zone: the library reads a
 * date's local fields, so it gets TZDates in Berlin time.
 */

export const PAIN_FORMAT = 'pain.008.001.08';

export type Pain008Transaction = {
  endToEndId: string;
  sequenceType: SequenceType;
  amountCents: number;
  mandateId: string;
  /** The mandate's date of signature, 'YYYY-MM-DD'. */
  mandateSignedOn: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  /** Verwendungszweck: what the member reads on the statement. */
  remittance: string;
};

export type Pain008Input = {
  messageId: string;
  createdAt: Date;
  /** Requested collection date, 'YYYY-MM-DD'. */
  collectionDate: string;
  creditor: { name: string; iban: string; bic: string | null; creditorId: string };
  transactions: Pain008Transaction[];
};

const UMLAUTS: Record<string, string> = { Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * Text in the SEPA basic character set (a–z, A–Z, 0–9, / - ? : ( ) . , ' + and space), which every bank
 * takes: umlauts written out, accents dropped, dashes as '-', anything else as a space; at most `max`
 * characters.
 */
export function sepaText(value: string, max: number): string {
  const written = value
    .replace(/[ÄÖÜäöüß]/g, (c) => UMLAUTS[c])
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return written.slice(0, max).trim();
}

/** A Berlin calendar day as the library wants it: a date whose local fields are that day. */
const berlinDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date, BERLIN);
};

/** A BIC is sent only when it is well-formed and of the IBAN's country; otherwise the file says NOTPROVIDED (IBAN only). */
const usableBic = (bic: string | null, iban: string) => (bic && /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) && bic.slice(4, 6) === iban.slice(0, 2) ? bic : '');

/** One PmtInf per sequence type that has transactions (FRST first), in the order given. */
export function writePain008(input: Pain008Input): string {
  const doc = new Document(PAIN_FORMAT);
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = new TZDate(input.createdAt.getTime(), BERLIN);
  doc.grpHdr.initiatorName = sepaText(input.creditor.name, 70);

  for (const sequenceType of ['FRST', 'RCUR'] as const) {
    const transactions = input.transactions.filter((transaction) => transaction.sequenceType === sequenceType);
    if (transactions.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.id = sequenceType;
    info.sequenceType = sequenceType;
    info.batchBooking = true;
    info.collectionDate = berlinDay(input.collectionDate);
    info.creditorName = sepaText(input.creditor.name, 70);
    info.creditorIBAN = input.creditor.iban;
    info.creditorBIC = usableBic(input.creditor.bic, input.creditor.iban);
    info.creditorId = input.creditor.creditorId;
    doc.addPaymentInfo(info);
    for (const transaction of transactions) {
      const tx = info.createTransaction();
      tx.end2endId = transaction.endToEndId;
      tx.amount = transaction.amountCents / 100;
      tx.mandateId = transaction.mandateId;
      tx.mandateSignatureDate = berlinDay(transaction.mandateSignedOn);
      tx.debtorName = sepaText(transaction.debtorName, 70);
      tx.debtorIBAN = transaction.debtorIban;
      tx.debtorBIC = usableBic(transaction.debtorBic, transaction.debtorIban);
      tx.remittanceInfo = sepaText(transaction.remittance, 140);
      info.addTransaction(tx);
    }
  }
  return doc.toString();
}

const compactId = (uuid: string) => uuid.replace(/-/g, '').toUpperCase();

/**
 * A run's message id: 'LS', the collection date and 12 characters of the run's id (23 characters, so the
 * payment-info and instruction ids the library derives from it stay within 35).
 */
export const messageIdOf = (runId: string, collectionDate: string) => `LS${collectionDate.replace(/-/g, '')}-${compactId(runId).slice(0, 12)}`;

/** A debit's end-to-end id: its charge and its run (33 characters), so no two files ever carry the same one. */
export const endToEndIdOf = (chargeId: string, runId: string) => `${compactId(chargeId).slice(0, 20)}-${compactId(runId).slice(0, 12)}`;
