// Kept apart from the zod schemas so the admin screen can show them without loading zod.
export const ADMIN_NEWSLETTER_MESSAGES = {
  subscriberNotFound: 'Dieser Abonnent wurde nicht gefunden.',
  deleted: 'Abonnent gelöscht',
  deleteFailed: 'Löschen fehlgeschlagen',
  empty: 'Noch keine Newsletter-Abonnenten',
  subject: 'Bitte geben Sie einen Betreff ein.',
  subjectTooLong: 'Der Betreff darf höchstens 200 Zeichen lang sein.',
  body: 'Bitte geben Sie einen Text für den Newsletter ein.',
  bodyTooLong: 'Der Newsletter darf höchstens 200.000 Zeichen lang sein.',
  noRecipients: 'Es gibt noch keine aktiven, bestätigten Abonnenten, an die der Newsletter gehen könnte.',
  newsletterNotFound: 'Dieser Newsletter wurde nicht gefunden.',
  queued: (n: number) => `Der Newsletter geht an ${n === 1 ? '1 Abonnenten' : `${n.toLocaleString('de-DE')} Abonnenten`}.`,
  testQueued: (email: string) => `Der Testversand geht an ${email}.`,
} as const;
