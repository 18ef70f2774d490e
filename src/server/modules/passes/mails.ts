import { berlinGermanDate, startOfBerlinDay } from '../../../shared/time';
import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail } from '../../mail/templates';

type Person = { email: string; firstName: string | null; name: string };
type PassFacts = { productName: string; credits: number | null; validFrom: string; validUntil: string };

const germanDay = (day: string) => berlinGermanDate(startOfBerlinDay(day));
const entries = (n: number) => (n === 1 ? '1 Eintritt' : `${n} Eintritte`);
const hello = (person: Person) => `Hallo ${person.firstName || person.name},`;

/** To the member: the office sold them a pass. */
export function passSoldMail(person: Person, pass: PassFacts, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'pass-sold',
    subject: `Ihre ${pass.productName} ist bereit`,
    siteTitle,
    paragraphs: [
      hello(person),
      `vielen Dank für Ihren Kauf: Ihre ${pass.productName} gilt vom ${germanDay(pass.validFrom)} bis zum ${germanDay(pass.validUntil)}${pass.credits === null ? ' für beliebig viele Kurse' : ` und enthält ${entries(pass.credits)}`}.`,
      'Wenn Sie einen Kurs buchen, wird sie automatisch verwendet. Ihre Karten und wofür jeder Eintritt verwendet wurde, sehen Sie jederzeit unter Meine Karten.',
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
      hello(person),
      `Ihre ${pass.productName} ist vom ${germanDay(pause.startsOn)} bis zum ${germanDay(pause.endsOn)} pausiert (Grund: ${pause.reason}). Sie gilt dafür jetzt bis zum ${germanDay(pass.validUntil)}.`,
      cancelledBookings === 0
        ? 'In dieser Zeit hatten Sie keine Buchungen.'
        : `${cancelledBookings === 1 ? 'Ihre Buchung' : `Ihre ${cancelledBookings} Buchungen`} in dieser Zeit ${cancelledBookings === 1 ? 'wurde' : 'wurden'} storniert; die Eintritte wurden Ihrer Karte gutgeschrieben.`,
    ],
    action: { label: 'Meine Karten', url: `${publicUrl}/member/passes` },
  });
}
