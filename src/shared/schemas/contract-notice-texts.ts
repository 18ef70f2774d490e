import { berlinGermanDate, berlinTimeString } from '../time';

/*
 * The texts of 'Verträge hier kündigen' without zod: the public form's first load carries these, its
 * schema (contract-notices.ts) comes with zod on the first submit.
 */

export const CONTRACT_NOTICE_LIMITS = { name: 100, email: 255, contract: 200, reason: 2000, note: 1000 } as const;

/** When the sender wants the contract to end: as early as the contract allows, or on a day of their own. */
export const NOTICE_TIMINGS = ['earliest', 'date'] as const;
export type NoticeTiming = (typeof NOTICE_TIMINGS)[number];

export const NOTICE_TIMING_LABELS = { earliest: 'Zum nächstmöglichen Zeitpunkt', date: 'Zu einem bestimmten Datum' } as const satisfies Record<NoticeTiming, string>;

export const CONTRACT_NOTICE_TEXTS = {
  nameRequired: 'Bitte geben Sie Ihren Namen an.',
  nameTooLong: `Der Name darf höchstens ${CONTRACT_NOTICE_LIMITS.name} Zeichen lang sein.`,
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  contractRequired: 'Bitte nennen Sie den Vertrag, den Sie kündigen möchten.',
  contractTooLong: `Die Angabe zum Vertrag darf höchstens ${CONTRACT_NOTICE_LIMITS.contract} Zeichen lang sein.`,
  contractNotFound: 'Dieser Vertrag wurde in Ihrem Konto nicht gefunden.',
  contractEnded: 'Dieser Vertrag ist bereits gekündigt.',
  kindRequired: 'Bitte wählen Sie die Art der Kündigung.',
  timingRequired: 'Bitte wählen Sie, zu wann Sie kündigen möchten.',
  dateRequired: 'Bitte geben Sie das gewünschte Datum an.',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum an.',
  dateInPast: 'Das Datum darf nicht in der Vergangenheit liegen.',
  reasonRequired: 'Bitte geben Sie den Grund für die außerordentliche Kündigung an.',
  reasonTooLong: `Der Grund darf höchstens ${CONTRACT_NOTICE_LIMITS.reason} Zeichen lang sein.`,
  rateLimited: 'Sie haben in kurzer Zeit sehr viele Kündigungen gesendet. Bitte versuchen Sie es in einer Stunde erneut oder rufen Sie uns an.',
  received: 'Ihre Kündigung ist eingegangen',
  studioDetermines: 'Das Studio ermittelt das Vertragsende und bestätigt es Ihnen per E-Mail.',
  extraordinaryReview: 'Das Studio prüft den Grund Ihrer außerordentlichen Kündigung und bestätigt Ihnen das Vertragsende per E-Mail.',
  // The office's side.
  notFound: 'Diese Kündigung wurde nicht gefunden.',
  stateInvalid: 'Bitte wählen Sie einen gültigen Status.',
  alreadyHandled: 'Diese Kündigung wurde bereits bearbeitet.',
  endRequired: 'Bitte geben Sie das Vertragsende an.',
  endBeforeStart: 'Das Vertragsende darf nicht vor dem Vertragsbeginn liegen.',
  orderNotOfSender: 'Bitte wählen Sie einen laufenden Vertrag dieses Mitglieds.',
  noteRequired: 'Bitte geben Sie an, warum die Kündigung abgelehnt wird.',
  noteTooLong: `Die Notiz darf höchstens ${CONTRACT_NOTICE_LIMITS.note} Zeichen lang sein.`,
  confirmed: 'Kündigung bestätigt',
  rejected: 'Kündigung abgelehnt',
} as const;

/** The time of receipt as the confirmation states it: '28.11.2026, 10:42 Uhr' (Berlin). */
export const receiptTime = (instant: string | Date) => `${berlinGermanDate(new Date(instant))}, ${berlinTimeString(new Date(instant))} Uhr`;
