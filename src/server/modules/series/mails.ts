import { DEFAULT_ROOM_LABEL } from '../../../shared/constants';
import { formatMoney } from '../../../shared/money';
import { berlinGermanDate, germanDay } from '../../../shared/time';
import type { OutgoingMail } from '../../mail/outbox';
import { greeting, simpleMail, type MailPerson } from '../../mail/templates';
import { describeSessionTime } from '../bookings/mails';

/** What the series' mails say about it. */
export type SeriesMailFacts = {
  title: string;
  courseName: string;
  roomName: string | null;
  price: number;
  registrationClosesOn: string;
};
type DateTimes = { startTime: Date; endTime: Date };
/** The member who is mailed, and `forName`: the family member the registration is for. */
export type SeriesMailPerson = MailPerson & { forName: string | null };

const MY_BOOKINGS = '/member/bookings';
const whom = (person: SeriesMailPerson) => (person.forName ? ` für ${person.forName}` : '');
const forSubject = (person: SeriesMailPerson) => (person.forName ? ` (für ${person.forName})` : '');
const dateLines = (dates: DateTimes[]) => dates.map((date) => `• ${describeSessionTime({ ...date, courseName: '', roomName: null })}`);
const paymentLine = (series: SeriesMailFacts) =>
  series.price > 0
    ? `Preis für die ganze Reihe: ${formatMoney(series.price)}. Bitte bezahlen Sie an der Theke, bar oder mit EC-Karte; die Rechnung erhalten Sie, sobald die Zahlung verbucht ist.`
    : 'Die Teilnahme an dieser Kursreihe ist kostenlos.';

/** A place on every date: the dates, the price, and that it is paid at the desk. */
export function seriesConfirmedMail(person: SeriesMailPerson, series: SeriesMailFacts, dates: DateTimes[], siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'series-confirmed',
    subject: `Anmeldung bestätigt: Kursreihe „${series.title}“${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `Ihre Anmeldung${whom(person)} zur Kursreihe „${series.title}“ (${series.courseName}, Raum: ${series.roomName ?? DEFAULT_ROOM_LABEL}) ist bestätigt. Der Platz ist an allen ${dates.length} Terminen reserviert:`,
      ...dateLines(dates),
      paymentLine(series),
      `Bis zum ${germanDay(series.registrationClosesOn)} können Sie sich unter „Meine Buchungen“ wieder abmelden; danach wenden Sie sich bitte an das Studio.`,
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}${MY_BOOKINGS}` },
  });
}

/** The series is full: their place on its waiting list. */
export function seriesWaitlistedMail(person: SeriesMailPerson, series: SeriesMailFacts, position: number, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'series-waitlisted',
    subject: `Warteliste: Kursreihe „${series.title}“${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `die Kursreihe „${series.title}“ (${series.courseName}) ist ausgebucht. ${person.forName ? `${person.forName} steht` : 'Sie stehen'} auf Platz ${position} der Warteliste.`,
      'Wird ein Platz frei, rücken Sie automatisch nach: Wir buchen dann alle verbleibenden Termine und schreiben Ihnen eine E-Mail. Erst dann ist die Reihe zu bezahlen.',
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}${MY_BOOKINGS}` },
  });
}

/** A place came free and is theirs: the dates still ahead, the price. */
export function seriesMovedUpMail(person: SeriesMailPerson, series: SeriesMailFacts, dates: DateTimes[], siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'series-moved-up',
    subject: `${person.forName ? `${person.forName} ist` : 'Sie sind'} nachgerückt: Kursreihe „${series.title}“`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `${person.forName ? `${person.forName} ist` : 'Sie sind'} nachgerückt: In der Kursreihe „${series.title}“ (${series.courseName}, Raum: ${series.roomName ?? DEFAULT_ROOM_LABEL}) ist ein Platz frei geworden, und wir haben ihn${whom(person)} an ${dates.length === 1 ? 'dem verbleibenden Termin' : `allen ${dates.length} verbleibenden Terminen`} gebucht:`,
      ...dateLines(dates),
      paymentLine(series),
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}${MY_BOOKINGS}` },
  });
}

/** The registration was cancelled, by the member or by the office. */
export function seriesCancelledMail(person: SeriesMailPerson, series: SeriesMailFacts, byOffice: boolean, siteTitle: string, publicUrl: string): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'series-cancelled',
    subject: `Abmeldung: Kursreihe „${series.title}“${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      byOffice
        ? `das Studio hat die Anmeldung${whom(person)} zur Kursreihe „${series.title}“ storniert. Bei Fragen wenden Sie sich bitte an uns.`
        : `die Anmeldung${whom(person)} zur Kursreihe „${series.title}“ ist storniert.`,
      'Die Plätze an den noch kommenden Terminen sind freigegeben. Eine offene Zahlung entfällt; eine bereits geleistete Zahlung erstattet das Studio.',
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}${MY_BOOKINGS}` },
  });
}

/** One date of the series is cancelled: the reason, and the Ersatztermin where there is one. */
export function seriesDateCancelledMail(
  person: SeriesMailPerson,
  series: SeriesMailFacts,
  cancelled: DateTimes,
  reason: string,
  replacement: DateTimes | null,
  siteTitle: string,
  publicUrl: string,
): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'series-date-cancelled',
    subject: `Abgesagt: Kursreihe „${series.title}“ am ${berlinGermanDate(cancelled.startTime)}${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `leider müssen wir den Termin der Kursreihe „${series.title}“ am ${describeSessionTime({ ...cancelled, courseName: '', roomName: null })} absagen.`,
      `Grund: ${reason}`,
      replacement
        ? `Ersatztermin: ${describeSessionTime({ ...replacement, courseName: '', roomName: null })}. Der Platz${whom(person)} ist dort schon gebucht; Sie müssen nichts weiter tun.`
        : 'Steht ein Ersatztermin fest, schreiben wir Ihnen. Die übrigen Termine finden wie geplant statt.',
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}${MY_BOOKINGS}` },
  });
}

/** A cancelled date gets its Ersatztermin after the cancellation. */
export function seriesReplacementMail(
  person: SeriesMailPerson,
  series: SeriesMailFacts,
  cancelled: DateTimes,
  replacement: DateTimes,
  siteTitle: string,
  publicUrl: string,
): OutgoingMail {
  return simpleMail({
    to: person.email,
    template: 'series-replacement',
    subject: `Ersatztermin: Kursreihe „${series.title}“ am ${berlinGermanDate(replacement.startTime)}${forSubject(person)}`,
    siteTitle,
    paragraphs: [
      greeting(person),
      `für den abgesagten Termin der Kursreihe „${series.title}“ am ${berlinGermanDate(cancelled.startTime)} gibt es einen Ersatztermin: ${describeSessionTime({ ...replacement, courseName: '', roomName: null })}, Raum: ${series.roomName ?? DEFAULT_ROOM_LABEL}.`,
      `Der Platz${whom(person)} ist gebucht; Sie müssen nichts weiter tun.`,
    ],
    action: { label: 'Meine Buchungen', url: `${publicUrl}${MY_BOOKINGS}` },
  });
}
