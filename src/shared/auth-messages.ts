/**
 * Messages of the sign-in, registration and password forms (the few English ones are the product's fixed texts).
 * Kept apart from the zod schemas (schemas/auth.ts), so the web app gets the texts without zod.
 */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  fillRequiredFields: 'Please fill in all required fields',
  passwordTooShort: 'Password must be at least 6 characters',
  nameTooLong: 'Vor- und Nachname dürfen höchstens 100 Zeichen lang sein.',
  displayNameInvalid: 'Der Name darf höchstens 254 Zeichen lang sein und keine Steuerzeichen enthalten.',
  nameInvalidCharacters: 'Namen dürfen keine Steuerzeichen enthalten.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein (höchstens 30 Zeichen: Ziffern, Leerzeichen, + ( ) / -).',
  passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  invalidCredentials: 'Ungültige E-Mail oder Passwort',
  alreadyRegistered: 'Diese E-Mail ist bereits registriert',
  resetRequested: 'Wenn diese E-Mail-Adresse bei uns registriert ist, erhalten Sie in Kürze einen Link zum Zurücksetzen Ihres Passworts.',
  invalidResetLink: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  fallback: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
} as const;
