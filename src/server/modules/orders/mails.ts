import { familyDiscountLabel } from '../../../shared/family-discount';
import { formatMoney } from '../../../shared/money';
import { ORDER_PAYMENT_LABELS, ORDER_TEXTS, type OrderConfirmation } from '../../../shared/schemas/orders';
import type { PaymentSettings } from '../../../shared/schemas/payment-settings';
import { germanDay } from '../../../shared/time';
import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail, greeting, type MailPerson } from '../../mail/templates';

type Person = MailPerson;

/** The terms of a membership in one sentence, as the order form showed them. */
export function contractSentence(contract: NonNullable<OrderConfirmation['contract']>): string {
  const months = contract.minimumTermMonths === 1 ? '1 Monat' : `${contract.minimumTermMonths} Monate`;
  return (
    `Mindestlaufzeit ${months} (bis ${germanDay(contract.minimumTermEndsOn)}), danach läuft der Vertrag auf unbestimmte Zeit weiter ` +
    `(${formatMoney(contract.monthlyAmountAfter)} monatlich) und ist jederzeit mit einer Frist von einem Monat kündbar.`
  );
}

/**
 * To the member after 'Zahlungspflichtig bestellen': what they ordered, its terms, how it is paid. For SEPA
 * it names the mandate reference and the first debit's date and amount, so it is that debit's
 * pre-notification as well.
 */
export function orderConfirmationMail(person: Person, order: OrderConfirmation, creditor: PaymentSettings | null, siteTitle: string, publicUrl: string): OutgoingMail {
  const paragraphs = [
    greeting(person),
    `vielen Dank für Ihre Bestellung: ${order.productName}${order.familyMemberName ? ` für ${order.familyMemberName}` : ''} zum Preis von ${formatMoney(order.amount)}, gültig ab ${germanDay(order.validFrom)}${order.contract ? '' : ` bis ${germanDay(order.validUntil)}`}.`,
  ];
  if (order.price.discountPercent) {
    paragraphs.push(
      `Darin ist der ${familyDiscountLabel(order.price.discountPercent)} enthalten: ${formatMoney(order.price.listAmount)} abzüglich ${formatMoney(order.price.discountAmount)}, weil bereits ein weiteres Mitglied Ihrer Familie eine Mitgliedschaft bei uns hat.`,
    );
  }
  if (order.familyMemberName) paragraphs.push(`Die Karte gilt für die Buchungen, die Sie für ${order.familyMemberName} vornehmen; Vertragspartner und Rechnungsempfänger bleiben Sie.`);
  if (order.contract) paragraphs.push(contractSentence(order.contract));
  paragraphs.push(`Zahlungsart: ${ORDER_PAYMENT_LABELS[order.paymentMethod]}.`);
  if (order.mandateReference && creditor) {
    paragraphs.push(
      `Ihr SEPA-Lastschriftmandat hat die Mandatsreferenz ${order.mandateReference}; unsere Gläubiger-Identifikationsnummer ist ${creditor.creditorId}.` +
        (order.firstDebit ? ` Die erste Lastschrift über ${formatMoney(order.firstDebit.amount)} ziehen wir am ${germanDay(order.firstDebit.on)} von Ihrem Konto ein.` : ''),
    );
  }
  if (order.awaitingPayment) paragraphs.push('Bitte bezahlen Sie bei Ihrem nächsten Besuch an der Theke. Sobald die Zahlung erfasst ist, können Sie mit Ihrer Karte buchen.');
  paragraphs.push(ORDER_TEXTS.withdrawal, 'Ihre Mandate und Karten sehen Sie jederzeit in Ihrem Mitgliederbereich; Verträge kündigen Sie über „Verträge hier kündigen“ unten auf jeder Seite.');
  return simpleMail({
    to: person.email,
    template: 'order-confirmation',
    subject: `Ihre Bestellung: ${order.productName}${order.familyMemberName ? ` für ${order.familyMemberName}` : ''}`,
    siteTitle,
    paragraphs,
    action: { label: 'Meine Karten', url: `${publicUrl}/member/passes` },
  });
}

/** To the member: they revoked a mandate; the debits not yet collected will not be drawn. */
export function mandateRevokedMail(person: Person, reference: string, stopped: { amount: number; dueOn: string }[], siteTitle: string, publicUrl: string): OutgoingMail {
  const open = stopped.reduce((sum, debit) => sum + debit.amount, 0);
  return simpleMail({
    to: person.email,
    template: 'mandate-revoked',
    subject: `Ihr SEPA-Mandat ${reference} ist widerrufen`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `Sie haben Ihr SEPA-Lastschriftmandat ${reference} widerrufen. Wir ziehen darüber keine Lastschriften mehr ein.`,
      stopped.length === 0
        ? 'Es waren keine Lastschriften offen.'
        : `${stopped.length === 1 ? 'Eine offene Lastschrift' : `${stopped.length} offene Lastschriften`} über zusammen ${formatMoney(open)} ${stopped.length === 1 ? 'wird' : 'werden'} nicht eingezogen. Bitte begleichen Sie den Betrag an der Theke oder per Überweisung. Ein Vertrag läuft weiter, bis er gekündigt ist.`,
    ],
    action: { label: 'Meine Karten', url: `${publicUrl}/member/passes` },
  });
}
