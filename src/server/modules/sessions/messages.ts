/** German messages of the admin's session changes; safe to show to the user as they are. */
export const SESSION_MESSAGES = {
  cancelled: 'Dieser Termin wurde abgesagt; seine Kapazität kann nicht mehr geändert werden.',
  started: 'Dieser Termin hat bereits begonnen oder ist vorbei; seine Kapazität kann nicht mehr geändert werden.',
  belowConfirmed: (confirmed: number) => `Die Kapazität kann nicht unter die Zahl der bestätigten Buchungen (${confirmed}) gesenkt werden.`,
  belowTaken: (confirmed: number, held: number) =>
    `Die Kapazität kann nicht unter die vergebenen Plätze gesenkt werden: ${confirmed === 1 ? 'eine bestätigte Buchung' : `${confirmed} bestätigte Buchungen`} und ${held === 1 ? 'ein für die Warteliste gehaltener Platz' : `${held} für die Warteliste gehaltene Plätze`}.`,
  capacityChanged: (capacity: number) => `Kapazität auf ${capacity} ${capacity === 1 ? 'Platz' : 'Plätze'} geändert.`,
  waitlistNotified: (count: number) =>
    count === 1 ? '1 Person auf der Warteliste wurde benachrichtigt.' : `${count} Personen auf der Warteliste wurden benachrichtigt.`,
  roomTaken: 'Raum ist zu dieser Zeit bereits belegt',
  trainerTaken: 'Trainer ist zu dieser Zeit bereits eingeplant',
} as const;
