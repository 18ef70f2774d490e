/**
 * The texts of two-factor sign-in (decision 33): the server's refusals and the browser's forms read them
 * from here, so each is written once.
 */
export const TWO_FACTOR_MESSAGES = {
  staffOnly: 'Die Zwei-Faktor-Anmeldung steht nur Trainer- und Administratorkonten zur Verfügung.',
  setupRequired:
    'Für Administratoren ist die Zwei-Faktor-Anmeldung verpflichtend. Bitte richten Sie sie unter „Mein Profil“ ein, bevor Sie die Verwaltung nutzen.',
  setupRequiredHere:
    'Für Administratoren ist die Zwei-Faktor-Anmeldung verpflichtend. Richten Sie sie hier ein – danach steht Ihnen die Verwaltung wieder offen.',
  ownSetupFirst:
    'Richten Sie zuerst für Ihr eigenes Konto die Zwei-Faktor-Anmeldung ein (Mein Profil), bevor Sie sie für alle Administratoren verpflichtend machen.',
  invalidCode: 'Der Bestätigungscode ist nicht korrekt. Bitte geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.',
  codeAlreadyUsed: 'Dieser Bestätigungscode wurde bereits verwendet. Bitte warten Sie auf den nächsten Code Ihrer Authenticator-App.',
  invalidRecoveryCode: 'Dieser Wiederherstellungscode ist ungültig oder wurde bereits verwendet.',
  challengeExpired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail und Passwort an.',
  tooManyCodes: 'Zu viele falsche Codes. Bitte melden Sie sich erneut mit E-Mail und Passwort an.',
  alreadyEnabled: 'Die Zwei-Faktor-Anmeldung ist für dieses Konto bereits eingerichtet.',
  notEnabled: 'Die Zwei-Faktor-Anmeldung ist für dieses Konto nicht eingerichtet.',
  notOffered: 'Diese Art der Zwei-Faktor-Anmeldung wird nicht angeboten.',
  codeRequired: 'Bitte geben Sie den 6-stelligen Bestätigungscode ein.',
  recoveryCodeRequired: 'Bitte geben Sie einen Wiederherstellungscode ein.',
  passwordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
} as const;
