import { format } from 'date-fns';
import { de } from 'date-fns/locale';
import { DEFAULT_ROOM_LABEL } from '../../../shared/constants';
import { toBerlin } from '../../../shared/berlin-date';
import type { OutgoingMail } from '../../mail/outbox';
import { simpleMail } from '../../mail/templates';

type SessionDetails = { courseName: string; startTime: Date; endTime: Date; roomName: string | null };
type Person = { email: string; firstName: string | null; name: string };

/** "Montag, 23. November 2026, 18:00–19:00 Uhr" in Berlin time, whatever the server's time zone. */
export function describeSessionTime(details: SessionDetails): string {
  const start = toBerlin(details.startTime);
  return `${format(start, 'EEEE, d. MMMM yyyy, HH:mm', { locale: de })}–${format(toBerlin(details.endTime), 'HH:mm')} Uhr`;
}

export function bookingConfirmedMail(person: Person, details: SessionDetails, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'booking-confirmed',
    subject: `Buchung bestätigt: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}`,
    siteTitle,
    paragraphs: [
      `Hallo ${person.firstName || person.name},`,
      `Ihre Buchung ist bestätigt: ${details.courseName}, ${describeSessionTime(details)}, Raum: ${details.roomName ?? DEFAULT_ROOM_LABEL}.`,
      'Falls Sie doch nicht kommen können, stornieren Sie bitte rechtzeitig in Ihrem Bereich, damit jemand von der Warteliste nachrücken kann.',
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}/member/bookings` },
  });
}

export function spotFreedMail(person: Person, details: SessionDetails, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'waitlist-spot-free',
    subject: `Platz frei: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}`,
    siteTitle,
    paragraphs: [
      `Hallo ${person.firstName || person.name},`,
      `im Kurs ${details.courseName} (${describeSessionTime(details)}) ist ein Platz frei geworden.`,
      'Sie sind nicht automatisch angemeldet: Wer zuerst bucht, bekommt den Platz.',
    ],
    action: { label: 'Jetzt buchen', url: `${publicUrl}/stundenplan` },
  });
}

export function bookingReminderMail(person: Person, details: SessionDetails, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'booking-reminder',
    subject: `Erinnerung: ${details.courseName} morgen um ${format(toBerlin(details.startTime), 'HH:mm')} Uhr`,
    siteTitle,
    paragraphs: [
      `Hallo ${person.firstName || person.name},`,
      `wir erinnern Sie an Ihren Kurs ${details.courseName}: ${describeSessionTime(details)}, Raum: ${details.roomName ?? DEFAULT_ROOM_LABEL}.`,
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
    subject: `Sie sind nachgerückt: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}`,
    siteTitle,
    paragraphs: [
      `Hallo ${person.firstName || person.name},`,
      `Sie sind nachgerückt: Im Kurs ${details.courseName} (${describeSessionTime(details)}, Raum: ${details.roomName ?? DEFAULT_ROOM_LABEL}) ist ein Platz frei geworden, und wir haben ihn für Sie gebucht.`,
      'Falls Sie doch nicht kommen können, stornieren Sie bitte rechtzeitig in Ihrem Bereich, damit die Nächsten nachrücken können.',
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}/member/bookings` },
  });
}

/** 'Automatisch nachrücken': a place came free, but they could not be booked into it, and why. */
export function skippedMail(person: Person, details: SessionDetails, reason: string, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'waitlist-skipped',
    subject: `Platz frei, aber nicht für Sie gebucht: ${details.courseName} am ${format(toBerlin(details.startTime), 'dd.MM.yyyy')}`,
    siteTitle,
    paragraphs: [
      `Hallo ${person.firstName || person.name},`,
      `im Kurs ${details.courseName} (${describeSessionTime(details)}) ist ein Platz frei geworden. Wir konnten Sie nicht automatisch nachrücken lassen: ${reason}`,
      'Sie bleiben auf der Warteliste. Sobald Sie wieder buchen können, rücken Sie beim nächsten freien Platz nach.',
    ],
    action: { label: 'Preise ansehen', url: `${publicUrl}/preise` },
  });
}
