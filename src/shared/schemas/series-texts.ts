// Kept apart from the zod schemas (series.ts) so the timetable and the course page show them without loading zod.

export const SERIES_TEXTS = {
  timetableLabel: 'Kursreihe – Anmeldung zur ganzen Reihe',
  register: 'Zur ganzen Reihe anmelden',
  joinWaitlist: 'Auf die Warteliste der Reihe',
  registered: 'Sie sind für die ganze Reihe angemeldet.',
  waitlisted: 'Die Reihe ist ausgebucht. Sie stehen auf der Warteliste.',
  seriesOnly: 'Dieser Termin gehört zu einer Kursreihe und kann nur mit der ganzen Reihe gebucht werden.',
  notFound: 'Diese Kursreihe wurde nicht gefunden.',
  registrationClosed: 'Die Anmeldefrist für diese Kursreihe ist abgelaufen.',
  alreadyRegistered: 'Diese Person ist für diese Kursreihe bereits angemeldet.',
  cancelClosed: 'Die Abmeldung ist nur bis zum Ende der Anmeldefrist möglich. Bitte wenden Sie sich an das Studio.',
  preventionLabel: 'Präventionskurs nach § 20 SGB V',
  certificate: 'Teilnahmebescheinigung',
  certificateNotice: 'Diese Bescheinigung dient zur Vorlage bei Ihrer Krankenkasse.',
  replacement: 'Ersatztermin',
} as const;
