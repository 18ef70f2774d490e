import { formatMoney } from '../../../shared/money';
import { printedIban } from '../../../shared/sepa-checks';
import { returnReasonText } from '../../../shared/sepa-return-reasons';
import { germanDay } from '../../../shared/time';
import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail, greeting, type MailPerson } from '../../mail/templates';
import { maskedIban } from '../../../shared/sepa-checks';

type Person = MailPerson;
type Creditor = { legalName: string; creditorId: string; iban: string; bic: string | null };


export type AnnouncedDebit = { description: string; amountCents: number; mandateReference: string; iban: string };

/**
 * To the member: the Vorabankündigung (pre-notification) of the debits of a run, at least the configured
 * number of days before the collection date: each amount, the date, the mandate reference and the
 * creditor identifier.
 */
export function prenotificationMail(person: Person, debits: AnnouncedDebit[], collectionDate: string, creditor: Creditor, siteTitle: string): OutgoingMail {
  const total = debits.reduce((sum, debit) => sum + debit.amountCents, 0);
  const references = [...new Set(debits.map((debit) => `${debit.mandateReference} (Konto ${maskedIban(debit.iban)})`))];
  return simpleMail({
    to: person.email,
    template: 'debit-prenotification',
    subject: `Vorabankündigung: SEPA-Lastschrift am ${germanDay(collectionDate)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `wir ziehen am ${germanDay(collectionDate)} ${formatMoney(total / 100)} per SEPA-Lastschrift von Ihrem Konto ein:`,
      ...debits.map((debit) => `${debit.description}: ${formatMoney(debit.amountCents / 100)}`),
      `${references.length === 1 ? 'Mandatsreferenz' : 'Mandatsreferenzen'}: ${references.join(', ')}. Gläubiger-Identifikationsnummer von ${creditor.legalName}: ${creditor.creditorId}.`,
      'Bitte sorgen Sie dafür, dass Ihr Konto an diesem Tag gedeckt ist. Eine zurückgegebene Lastschrift kostet Bankgebühren, die wir Ihnen berechnen müssen.',
    ],
  });
}

export type ReturnedDebit = { description: string; amount: number; fee: number; reasonCode: string; collectionDate: string; reference: string };

/**
 * To the member: the bank gave a debit back. The open amount (debit plus the bank's fee), how to pay it
 * (at the desk, or by transfer to the centre's account), and whether their passes now wait for it.
 */
export function returnedDebitMail(person: Person, debit: ReturnedDebit, creditor: Creditor, passesHeld: number, siteTitle: string): OutgoingMail {
  const open = Math.round((debit.amount + debit.fee) * 100) / 100;
  const account = [`Kontoinhaber: ${creditor.legalName}`, `IBAN: ${printedIban(creditor.iban)}`, ...(creditor.bic ? [`BIC: ${creditor.bic}`] : []), `Verwendungszweck: ${debit.reference}`];
  return simpleMail({
    to: person.email,
    template: 'debit-returned',
    subject: `Ihre Lastschrift über ${formatMoney(debit.amount)} wurde zurückgegeben`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `Ihre Bank hat die Lastschrift vom ${germanDay(debit.collectionDate)} über ${formatMoney(debit.amount)} (${debit.description}) nicht eingelöst. Grund laut Bank: ${returnReasonText(debit.reasonCode)}.`,
      debit.fee > 0
        ? `Dafür hat uns die Bank ${formatMoney(debit.fee)} Gebühren berechnet. Offen sind damit ${formatMoney(open)} (${formatMoney(debit.amount)} zuzüglich ${formatMoney(debit.fee)} Rücklastschriftgebühr).`
        : `Offen sind damit ${formatMoney(open)}.`,
      `Bitte bezahlen Sie den offenen Betrag bar oder mit EC-Karte an unserer Theke, oder überweisen Sie ihn auf unser Konto – ${account.join(', ')}.`,
      ...(passesHeld > 0
        ? [
            'Da dies bereits Ihre zweite zurückgegebene Lastschrift ist, sind Ihre Karten und Abos bis zum Eingang der Zahlung gesperrt: Sie können damit erst wieder Kurse buchen, wenn der Betrag bezahlt ist.',
          ]
        : []),
      'Wenn Sie Fragen haben oder sich Ihre Bankverbindung geändert hat, melden Sie sich bitte bei uns.',
    ],
  });
}
