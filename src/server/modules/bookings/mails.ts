import { format } from 'date-fns';
import { de } from 'date-fns/locale';
import { DEFAULT_ROOM_LABEL } from '../../../shared/constants';
import { toBerlin } from '../../../shared/berlin-date';
import { offerDeadlineText } from '../../../shared/booking-rules';
import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail, greeting } from '../../mail/templates';

/** Where a member accepts or declines a place held for them: Meine Buchungen, tab Warteliste. */
export const OFFERS_PATH = '/member/bookings?ansicht=warteliste';

type SessionDetails = { courseName: string; startTime: Date; endTime: Date; roomName: string | null };
/** Who is mailed (the member), and `forName`: the family member the booking or waiting-list place is for. */
type Person = { email: string; firstName: string | null; name: string; forName?: string | null };

/** ' (für Mia Mustermann)' after a subject, when the place is a family member's. */
const forSubject = (person: Person) => (person.forName ? ` (für ${person.forName})` : '');

/** "Montag, 23. November 2026, 18:00–19:00 Uhr" in Berlin time, whatever the server's time zone. */
export function describeSessionTime(details: SessionDetails): string {
  const start = toBerlin(details.startTime);
  return `${format(start, 'EEEE, d. MMMM yyyy, HH:mm', { locale: de })}–${format(toBerlin(details.endTime), 'HH:mm')} Uhr`;
}

export function bookingConfirmedMail(person: Person, details: SessionDetails, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'booking-confirmed',
    subject: `Buchung bestätigt: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `Ihre Buchung${person.forName ? ` für ${person.forName}` : ''} ist bestätigt: ${details.courseName}, ${describeSessionTime(details)}, Raum: ${details.roomName ?? DEFAULT_ROOM_LABEL}.`,
      // The code itself stays out of the mail: it is shown to the signed-in member only.
      'Ihren QR-Code zum Einchecken finden Sie unter Meine Buchungen.',
      'Falls Sie doch nicht kommen können, stornieren Sie bitte rechtzeitig in Ihrem Bereich, damit jemand von der Warteliste nachrücken kann.',
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}/member/bookings` },
  });
}

export function spotFreedMail(person: Person, details: SessionDetails, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'waitlist-spot-free',
    subject: `Platz frei: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `im Kurs ${details.courseName} (${describeSessionTime(details)}) ist ein Platz frei geworden${person.forName ? `, auf den ${person.forName} wartet` : ''}.`,
      'Sie sind nicht automatisch angemeldet: Wer zuerst bucht, bekommt den Platz.',
    ],
    action: { label: 'Jetzt buchen', url: `${publicUrl}/stundenplan` },
  });
}

export function bookingReminderMail(person: Person, details: SessionDetails, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'booking-reminder',
    subject: `Erinnerung: ${details.courseName} morgen um ${format(toBerlin(details.startTime), 'HH:mm')} Uhr${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `wir erinnern Sie an ${person.forName ? `den Kurs ${details.courseName} von ${person.forName}` : `Ihren Kurs ${details.courseName}`}: ${describeSessionTime(details)}, Raum: ${details.roomName ?? DEFAULT_ROOM_LABEL}.`,
      'Bitte bringen Sie bequeme Kleidung, ein Handtuch und etwas zu trinken mit.',
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}/member/bookings` },
  });
}

/** 'Automatisch nachrücken': the freed place is theirs, booked in their name. */
export function movedUpMail(person: Person, details: SessionDetails, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'waitlist-moved-up',
    subject: `${person.forName ? `${person.forName} ist` : 'Sie sind'} nachgerückt: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `${person.forName ? `${person.forName} ist` : 'Sie sind'} nachgerückt: Im Kurs ${details.courseName} (${describeSessionTime(details)}, Raum: ${details.roomName ?? DEFAULT_ROOM_LABEL}) ist ein Platz frei geworden, und wir haben ihn für ${person.forName ?? 'Sie'} gebucht.`,
      'Falls Sie doch nicht kommen können, stornieren Sie bitte rechtzeitig in Ihrem Bereich, damit die Nächsten nachrücken können.',
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}/member/bookings` },
  });
}

/** A place came free, but the waiting list's rule could not give it to them ('Automatisch nachrücken' or 'Platz anbieten'), and why. */
export function skippedMail(person: Person, details: SessionDetails, reason: string, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'waitlist-skipped',
    subject: `Platz frei, aber nicht für ${person.forName ?? 'Sie'}: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `im Kurs ${details.courseName} (${describeSessionTime(details)}) ist ein Platz frei geworden. Wir konnten ihn ${person.forName ?? 'Ihnen'} nicht geben: ${reason}`,
      'Sie bleiben auf der Warteliste. Sobald Sie wieder buchen können, kommen Sie beim nächsten freien Platz zum Zug.',
    ],
    action: { label: 'Preise ansehen', url: `${publicUrl}/preise` },
  });
}

/** 'Platz anbieten': a freed place is held for them until `expiresAt`; they accept it under Meine Buchungen. */
export function placeOfferedMail(person: Person, details: SessionDetails, expiresAt: Date, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'waitlist-offer',
    subject: `Ein Platz für ${person.forName ?? 'Sie'}: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `im Kurs ${details.courseName} (${describeSessionTime(details)}, Raum: ${details.roomName ?? DEFAULT_ROOM_LABEL}) ist ein Platz frei geworden, und wir halten ihn für ${person.forName ?? 'Sie'} bis ${offerDeadlineText(expiresAt)}.`,
      'Nehmen Sie ihn bis dahin unter „Meine Buchungen“ an. Wenn Sie ihn nicht annehmen oder ablehnen, geht er an die Nächsten auf der Warteliste.',
    ],
    action: { label: 'Platz annehmen', url: `${publicUrl}${OFFERS_PATH}` },
  });
}

/** 'Platz anbieten': the held place was not accepted in time and went on to the next in line. */
export function offerLapsedMail(person: Person, details: SessionDetails, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'waitlist-offer-lapsed',
    subject: `Platzangebot abgelaufen: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `den Platz im Kurs ${details.courseName} (${describeSessionTime(details)}) haben wir für ${person.forName ?? 'Sie'} gehalten, er wurde aber nicht rechtzeitig angenommen. Er geht an die Nächsten auf der Warteliste, und ${person.forName ? `${person.forName} steht` : 'Sie stehen'} nicht mehr darauf.`,
      'Möchten Sie doch teilnehmen, sehen Sie im Stundenplan nach, ob noch ein Platz frei ist.',
    ],
    action: { label: 'Zum Stundenplan', url: `${publicUrl}/stundenplan` },
  });
}
