import { familyDiscountLabel, type PriceQuote } from '../../../shared/family-discount';
import { formatMoney } from '../../../shared/money';
import { berlinGermanDate, startOfBerlinDay } from '../../../shared/time';
import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail, greeting, type MailPerson } from '../../mail/templates';

type Person = MailPerson;
type PassFacts = { productName: string; credits: number | null; validFrom: string; validUntil: string };

const germanDay = (day: string) => berlinGermanDate(startOfBerlinDay(day));
const entries = (n: number) => (n === 1 ? '1 Eintritt' : `${n} Eintritte`);

/** To the member: the office sold them a pass (`holder`: the family member it is for). */
export function passSoldMail(person: Person, pass: PassFacts, siteTitle: string, publicUrl: string, holder?: string, price?: PriceQuote): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'pass-sold',
    subject: `Ihre ${pass.productName}${holder ? ` für ${holder}` : ''} ist bereit`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `vielen Dank für Ihren Kauf: Ihre ${pass.productName}${holder ? ` für ${holder}` : ''} gilt vom ${germanDay(pass.validFrom)} bis zum ${germanDay(pass.validUntil)}${pass.credits === null ? ' für beliebig viele Kurse' : ` und enthält ${entries(pass.credits)}`}.`,
      holder
        ? `Wenn Sie einen Kurs für ${holder} buchen, wird sie automatisch verwendet. Ihre Karten und wofür jeder Eintritt verwendet wurde, sehen Sie jederzeit unter Meine Karten.`
        : 'Wenn Sie einen Kurs buchen, wird sie automatisch verwendet. Ihre Karten und wofür jeder Eintritt verwendet wurde, sehen Sie jederzeit unter Meine Karten.',
      ...(price?.discountPercent
        ? [`Sie zahlen ${formatMoney(price.amount)}: ${formatMoney(price.listAmount)} abzüglich ${familyDiscountLabel(price.discountPercent)} (${formatMoney(price.discountAmount)}), weil bereits ein weiteres Mitglied Ihrer Familie eine Mitgliedschaft bei uns hat.`]
        : []),
    ],
    action: { label: 'Meine Karten', url: `${publicUrl}/member/passes` },
  });
}

/** To the member: the office paused their pass; bookings inside the pause were cancelled. */
export function passPausedMail(
  person: Person,
  pass: PassFacts,
  pause: { startsOn: string; endsOn: string; reason: string },
  cancelledBookings: number,
  siteTitle: string,
  publicUrl: string,
): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'pass-paused',
    subject: `Ihre ${pass.productName} ist pausiert`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `Ihre ${pass.productName} ist vom ${germanDay(pause.startsOn)} bis zum ${germanDay(pause.endsOn)} pausiert (Grund: ${pause.reason}). Sie gilt dafür jetzt bis zum ${germanDay(pass.validUntil)}.`,
      cancelledBookings === 0
        ? 'In dieser Zeit hatten Sie keine Buchungen.'
        : `${cancelledBookings === 1 ? 'Ihre Buchung' : `Ihre ${cancelledBookings} Buchungen`} in dieser Zeit ${cancelledBookings === 1 ? 'wurde' : 'wurden'} storniert; die Eintritte wurden Ihrer Karte gutgeschrieben.`,
    ],
    action: { label: 'Meine Karten', url: `${publicUrl}/member/passes` },
  });
}

/** To the member: a pass with entries left runs out within a week. */
export function passExpiringMail(person: Person, pass: PassFacts & { balance: number | null }, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'pass-expiring',
    subject: `Ihre ${pass.productName} läuft am ${germanDay(pass.validUntil)} ab`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `Ihre ${pass.productName} gilt noch bis zum ${germanDay(pass.validUntil)}${pass.balance ? ` und hat noch ${entries(pass.balance)}` : ''}. Danach verfallen nicht genutzte Eintritte.`,
      'Buchen Sie jetzt Ihre nächsten Kurse, damit nichts verloren geht.',
    ],
    action: { label: 'Zum Stundenplan', url: `${publicUrl}/stundenplan` },
  });
}

/** To the member: one entry is left on their pass. */
export function lastEntryMail(person: Person, pass: PassFacts, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'pass-last-entry',
    subject: `Noch 1 Eintritt auf Ihrer ${pass.productName}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `auf Ihrer ${pass.productName} ist nur noch 1 Eintritt übrig (gültig bis ${germanDay(pass.validUntil)}).`,
      'Eine neue Karte bekommen Sie an der Theke oder auf unserer Preisseite.',
    ],
    action: { label: 'Preise ansehen', url: `${publicUrl}/preise` },
  });
}
