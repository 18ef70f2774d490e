import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

/**
 * Messages of the member profile and the data rights. Kept
 * apart from the zod schemas (schemas/profile.ts), so the web app gets the texts without zod.
 */
export const PROFILE_MESSAGES = {
  emailReadOnly: 'E-Mail kann nicht geändert werden',
  street: 'Straße und Hausnummer dürfen höchstens 120 Zeichen lang sein.',
  postalCode: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.',
  town: 'Der Ort darf höchstens 80 Zeichen lang sein.',
  birthDate: 'Bitte geben Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ) oder lassen Sie das Feld leer.',
  birthDateHint: 'Für Teilnahmebescheinigungen von Präventionskursen (§ 20 SGB V).',
  addressIncomplete: 'Bitte geben Sie Straße, PLZ und Ort vollständig an oder lassen Sie alle drei leer.',
  saved: 'Profil aktualisiert',
  saveFailed: 'Fehler beim Speichern',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  newPasswordRequired: 'Bitte geben Sie ein neues Passwort ein.',
  newPasswordTooShort: `Das neue Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  newPasswordTooLong: `Das neue Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.`,
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  wrongCurrentPassword: 'Das aktuelle Passwort ist nicht korrekt.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  lastAdmin: 'Sie sind die einzige Person mit Administratorrechten. Bitte geben Sie diese Rolle zuerst einer anderen Person, bevor Sie Ihr Konto löschen.',
  accountDeleted: 'Ihr Konto wurde gelöscht.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
} as const;
