// Kept apart from the zod schemas (families.ts) so Mein Profil and the booking pages show them without loading zod.

/** The most family members an account lists at once (removed ones do not count). */
export const MAX_FAMILY_MEMBERS = 10;
/** The oldest birth date accepted, in years before today. */
export const MAX_FAMILY_AGE_YEARS = 120;

export const FAMILY_MESSAGES = {
  firstName: 'Bitte geben Sie einen Vornamen ein.',
  lastName: 'Bitte geben Sie einen Nachnamen ein.',
  nameTooLong: 'Vor- und Nachname dürfen höchstens 100 Zeichen lang sein.',
  nameInvalid: 'Namen dürfen keine Steuerzeichen enthalten.',
  birthDate: 'Bitte geben Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ).',
  birthDateFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  birthDateTooOld: `Das Geburtsdatum darf höchstens ${MAX_FAMILY_AGE_YEARS} Jahre zurückliegen.`,
  relation: 'Bitte wählen Sie, ob es Ihr Kind oder Ihr Partner / Ihre Partnerin ist.',
  notFound: 'Dieses Familienmitglied wurde nicht gefunden.',
  limit: `Sie können höchstens ${MAX_FAMILY_MEMBERS} Familienmitglieder eintragen.`,
  hasBookings: (name: string) =>
    `Für ${name} gibt es noch anstehende Buchungen oder Wartelistenplätze. Bitte stornieren Sie diese zuerst unter „Meine Buchungen“.`,
  added: (name: string) => `${name} wurde als Familienmitglied hinzugefügt.`,
  updated: (name: string) => `Die Angaben zu ${name} wurden gespeichert.`,
  removed: (name: string) => `${name} wurde aus Ihren Familienmitgliedern entfernt.`,
  saveFailed: 'Fehler beim Speichern',
} as const;

export const familyMemberName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
