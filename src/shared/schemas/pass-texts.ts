import type { PassType } from '../enums';

// Kept apart from the zod schemas so the office's and the member's pass screens can show them without loading zod.

/** The payment methods the office takes at the desk when it sells a pass. */
export const DESK_PAYMENT_METHODS = ['Bar', 'EC-Karte', 'Überweisung'] as const;

/** A pass runs out "soon" (office filter, dashboard, the member's reminder) within this many days. */
export const PASS_EXPIRING_DAYS = 7;

/** ?filter= value of the office's pass list showing only passes running out soon (the dashboard links to it). */
export const PASS_EXPIRING_FILTER = 'bald-ablaufend';

/** The largest correction the office can book in one go (either way). */
export const MAX_PASS_CORRECTION = 100;

export const PASS_TEXTS = {
  notFound: 'Die Karte wurde nicht gefunden.',
  memberRequired: 'Bitte wählen Sie ein Mitglied aus.',
  memberNotFound: 'Das Mitglied wurde nicht gefunden.',
  productRequired: 'Bitte wählen Sie ein Produkt aus.',
  productNotFound: 'Das Produkt wurde nicht gefunden.',
  productInactive: 'Dieses Produkt wird nicht mehr angeboten.',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum ein.',
  startTooEarly: 'Der Beginn darf nicht mehr als 30 Tage zurückliegen.',
  methodInvalid: 'Bitte wählen Sie eine Zahlungsart.',
  deltaInvalid: `Bitte geben Sie eine ganze Zahl zwischen -${MAX_PASS_CORRECTION} und ${MAX_PASS_CORRECTION} ein, nicht 0.`,
  reasonRequired: 'Bitte geben Sie einen Grund an.',
  reasonTooLong: 'Der Grund darf höchstens 200 Zeichen lang sein.',
  searchTooLong: 'Der Suchbegriff ist zu lang.',
  stateInvalid: 'Ungültiger Status.',
  unlimitedNoCorrection: 'Eine Karte ohne Eintrittslimit hat keine Eintritte zu korrigieren.',
  correctionBelowZero: (balance: number) => `So viele Eintritte hat die Karte nicht: Es sind noch ${balance}.`,
  alreadyCancelled: 'Die Karte ist bereits storniert.',
  cancelled: 'Karte storniert',
  corrected: 'Eintritte korrigiert',
  sold: 'Karte verkauft',
  paused: 'Karte pausiert',
  pauseOrder: 'Das Ende der Pause darf nicht vor ihrem Beginn liegen.',
  pauseTooLong: 'Eine Pause dauert höchstens 180 Tage.',
  pauseInPast: 'Eine Pause kann nicht in der Vergangenheit beginnen.',
  pauseOutsideValidity: 'Die Pause muss innerhalb der Gültigkeit der Karte liegen.',
  pauseOverlaps: 'In diesem Zeitraum ist die Karte bereits pausiert.',
  notChangeable: 'Eine stornierte oder abgelaufene Karte kann nicht mehr geändert werden.',
  passRequired: 'Für diese Buchung brauchen Sie eine gültige Karte oder Mitgliedschaft.',
  passRequiredFor: (holder: string) => `Für diese Buchung braucht ${holder} eine eigene gültige Karte oder Mitgliedschaft.`,
  familyMemberNotFound: 'Dieses Familienmitglied gehört nicht zum gewählten Mitglied.',
  awaitingPayment: (productName: string) => `Ihre ${productName} wird freigeschaltet, sobald die Zahlung an der Theke erfasst ist.`,
} as const;

/** The entries a product gives: its credits for a 10er-Karte, one for a single entry, unlimited otherwise. */
export function creditsOf(product: { passType: PassType; credits: number | null }): number | null {
  if (product.passType === 'SINGLE') return 1;
  if (product.passType === 'MULTI') return product.credits ?? 1;
  return null;
}

/** '1 Eintritt', '10 Eintritte' */
export const entriesText = (n: number) => (n === 1 ? '1 Eintritt' : `${n} Eintritte`);

/** What a pass has left, as the member reads it: 'noch 3 von 10 Eintritten' or 'unbegrenzt'. */
export const passBalanceText = (pass: { credits: number | null; balance: number | null }) =>
  pass.credits === null || pass.balance === null ? 'unbegrenzt' : `noch ${pass.balance} von ${pass.credits} ${pass.credits === 1 ? 'Eintritt' : 'Eintritten'}`;
