import { format } from 'date-fns';
import { DEFAULT_ROOM_LABEL } from '../../../shared/constants';
import { toBerlin } from '../../../shared/berlin-date';
import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail, greeting, type MailPerson } from '../../mail/templates';
import { describeSessionTime } from '../bookings/mails';

type SessionDetails = { courseName: string; startTime: Date; endTime: Date; roomName: string | null };
type Person = MailPerson;

const day = (details: SessionDetails) => format(toBerlin(details.startTime), 'dd.MM.yyyy');

/** To a participant or someone waiting: the session will not take place, and why. */
export function sessionCancelledMail(
  person: Person,
  details: SessionDetails,
  reason: string,
  wasWaiting: boolean,
  siteTitle: string,
  publicUrl: string,
  /** The entry of the pass the booking drew on, given back. */
  returnedEntry: { productName: string; balance: number | null } | null = null,
): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'session-cancelled',
    subject: `Abgesagt: ${details.courseName} am ${day(details)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `leider müssen wir den Kurs ${details.courseName} am ${describeSessionTime(details)} absagen.`,
      `Grund: ${reason}`,
      wasWaiting
        ? 'Ihr Platz auf der Warteliste entfällt damit.'
        : 'Ihre Buchung wird als abgesagt geführt; Sie müssen nichts weiter tun. Gern können Sie einen anderen Termin buchen.',
      ...(returnedEntry
        ? [
            returnedEntry.balance === null
              ? `Die Buchung mit Ihrer ${returnedEntry.productName} ist aufgehoben.`
              : `Der Eintritt wurde Ihrer ${returnedEntry.productName} wieder gutgeschrieben (noch ${returnedEntry.balance === 1 ? '1 Eintritt' : `${returnedEntry.balance} Eintritte`}).`,
          ]
        : []),
    ],
    action: { label: 'Zum Stundenplan', url: `${publicUrl}/stundenplan` },
  });
}

/** To a participant: another trainer leads the session. */
export function trainerChangedMail(person: Person, details: SessionDetails, trainerName: string, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'session-trainer-changed',
    subject: `Vertretung: ${details.courseName} am ${day(details)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `Ihr Kurs ${details.courseName} am ${describeSessionTime(details)} (Raum: ${details.roomName ?? DEFAULT_ROOM_LABEL}) findet wie geplant statt, wird aber von ${trainerName} geleitet.`,
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}/member/bookings` },
  });
}
