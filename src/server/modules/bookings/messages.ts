import { bookingNotOpenMessage, lateCancellationMessage, waitlistClosedMessage } from '../../../shared/booking-rules';
import { berlinGermanDate, berlinTimeString } from '../../../shared/time';

/** German messages of the booking engine; safe to show to the user as they are. */
export const BOOKING_MESSAGES = {
  // `forName`: the family member the place is for (the member themself without it).
  confirmed: 'Ihre Buchung ist bestätigt. Wir freuen uns auf Sie!',
  confirmedFor: (forName: string) => `Die Buchung für ${forName} ist bestätigt. Wir freuen uns auf Sie!`,
  alreadyBooked: 'Sie haben diesen Termin bereits gebucht.',
  alreadyBookedFor: (forName: string) => `Für ${forName} ist dieser Termin bereits gebucht.`,
  waitlisted: (position: number, forName?: string) =>
    forName
      ? `Der Termin ist ausgebucht. ${forName} steht auf Platz ${position} der Warteliste; Sie werden benachrichtigt, sobald ein Platz frei wird.`
      : `Der Termin ist ausgebucht. Sie stehen auf Platz ${position} der Warteliste und werden benachrichtigt, sobald ein Platz frei wird.`,
  waitlistedMovingUp: (position: number, forName?: string) =>
    forName
      ? `Der Termin ist ausgebucht. ${forName} steht auf Platz ${position} der Warteliste und rückt automatisch nach, sobald ein Platz frei wird; wir schreiben Ihnen dann eine E-Mail.`
      : `Der Termin ist ausgebucht. Sie stehen auf Platz ${position} der Warteliste und rücken automatisch nach, sobald ein Platz frei wird; wir schreiben Ihnen dann eine E-Mail.`,
  waitlistedForOffer: (position: number, forName?: string) =>
    forName
      ? `Der Termin ist ausgebucht. ${forName} steht auf Platz ${position} der Warteliste. Wird ein Platz frei, halten wir ihn für ${forName} und schreiben Ihnen eine E-Mail; Sie nehmen ihn dann unter „Meine Buchungen“ an.`
      : `Der Termin ist ausgebucht. Sie stehen auf Platz ${position} der Warteliste. Wird ein Platz frei, halten wir ihn für Sie und schreiben Ihnen eine E-Mail; Sie nehmen ihn dann unter „Meine Buchungen“ an.`,
  offerAccepted: 'Platz angenommen. Ihre Buchung ist bestätigt – wir freuen uns auf Sie!',
  offerGone: 'Dieses Platzangebot gilt nicht mehr.',
  noOfferYet: 'Für Sie wird gerade kein Platz gehalten. Sie stehen weiter auf der Warteliste.',
  offerExpired: 'Die Zeit zum Annehmen ist abgelaufen. Der Platz geht an die Nächsten auf der Warteliste.',
  offerDeclined: 'Sie haben den Platz abgelehnt und stehen nicht mehr auf der Warteliste.',
  alreadyWaitlisted: (position: number, forName?: string) =>
    forName ? `${forName} steht bereits auf Platz ${position} der Warteliste für diesen Termin.` : `Sie stehen bereits auf Platz ${position} der Warteliste für diesen Termin.`,
  sessionNotFound: 'Dieser Termin wurde nicht gefunden.',
  sessionCancelled: 'Dieser Termin wurde abgesagt und kann nicht gebucht werden.',
  sessionStarted: 'Dieser Termin hat bereits begonnen oder ist vorbei und kann nicht mehr gebucht werden.',
  courseInactive: 'Dieser Kurs wird derzeit nicht angeboten und kann nicht gebucht werden.',
  bookingNotFound: 'Diese Buchung wurde nicht gefunden.',
  notCancellable: 'Nur bestätigte Buchungen für kommende Termine können storniert werden.',
  cancelled: 'Ihre Buchung wurde erfolgreich storniert.',
  /** The cancellation's answer, saying what happened to the entry of a pass. */
  cancelledWith: (entry: { productName: string; returned: boolean; balance: number | null } | null, late: boolean) => {
    if (!entry) return late ? 'Ihre Buchung wurde storniert. Die Stornofrist war bereits abgelaufen.' : 'Ihre Buchung wurde erfolgreich storniert.';
    if (entry.balance === null) return 'Ihre Buchung wurde erfolgreich storniert.';
    if (entry.returned) return `Ihre Buchung wurde storniert. Der Eintritt wurde Ihrer ${entry.productName} gutgeschrieben (noch ${entry.balance}).`;
    return `Ihre Buchung wurde storniert. Da die Stornofrist abgelaufen war, verfällt der Eintritt Ihrer ${entry.productName}.`;
  },
  waitlistEntryNotFound: 'Dieser Wartelisten-Eintrag wurde nicht gefunden.',
  leftWaitlist: 'Sie wurden von der Warteliste entfernt.',
  promoteNoSpot: 'Für diesen Termin ist kein Platz frei.',
  promoteEmptyQueue: 'Die Warteliste für diesen Termin ist leer.',
  promoteAlreadyBooked: (name: string) =>
    `${name} hat diesen Termin bereits gebucht und wurde nicht erneut gebucht. Entfernen Sie den Eintrag von der Warteliste.`,
  bookingBlocked: (until: Date) =>
    `Nach mehreren nicht wahrgenommenen Terminen ist das Buchen vorübergehend gesperrt. Sie können wieder ab ${berlinGermanDate(until)}, ${berlinTimeString(until)} Uhr buchen.`,
  promoteBlocked: (name: string) => `${name} ist nach mehreren nicht wahrgenommenen Terminen für Buchungen gesperrt und wurde nicht gebucht.`,
  promoteNotForPerson: (name: string) => `${name} gehört nicht zur Altersgruppe des Kurses (oder ist nicht mehr eingetragen) und wurde nicht gebucht.`,
  promoteWithoutPass: (name: string) => `${name} hat für diesen Termin keine gültige Karte oder Mitgliedschaft und wurde nicht gebucht.`,
  promoted: (name: string) => `${name} wurde von der Warteliste gebucht und benachrichtigt.`,
  tooManyActions: 'Sie haben in kurzer Zeit sehr viele Buchungen oder Stornierungen vorgenommen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  entryDeleted: 'Wartelisten-Eintrag wurde entfernt.',
  lateCancellation: lateCancellationMessage,
  bookingNotOpen: bookingNotOpenMessage,
  waitlistClosed: waitlistClosedMessage,
  promoteWaitlistClosed: 'Die Warteliste für diesen Termin ist geschlossen: So kurz vor Beginn rückt niemand mehr nach.',
} as const;
