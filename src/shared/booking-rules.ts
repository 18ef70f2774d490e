import type { LateCancellationPolicy, WaitlistMode } from './enums';
import { addBerlinDays, berlinGermanDate, berlinTimeString } from './time';

/*
 * The centre's booking rules (Einstellungen → Buchungsregeln). The booking engine enforces them (book_session
 * for booking and joining a waiting list, the bookings service for cancelling and waiting-list notices); the
 * public pages show them next to the booking button with the same arithmetic, so what a member reads is
 * what the server decides.
 */
export type BookingRules = {
  /** A member may cancel until this many hours before the start; 0 = until the start. */
  cancellationDeadlineHours: number;
  /** A session can be booked this many days (Berlin calendar days, same clock time) ahead; null = no limit. */
  bookingWindowDays: number | null;
  /** The waiting list closes this many minutes before the start; null = it stays open until the start. */
  waitlistClosesMinutes: number | null;
  /** A freed place: everyone queued is told, the first who can book it moves up, or it is offered to them. */
  waitlistMode: WaitlistMode;
  /** 'Platz anbieten': a freed place is held this long for the one it is offered to (never past the list's close). */
  waitlistOfferMinutes: number;
  /** Booking only with a valid pass or membership; otherwise a member without one pays at the door. */
  passRequired: boolean;
  /** A member's first booking may be a free trial, without a pass. */
  trialWithoutPass: boolean;
  /** After the deadline a cancellation is refused, or allowed with the entry forfeited. */
  lateCancellation: LateCancellationPolicy;
  /** A no-show keeps the entry used (true) or gets it back (false). */
  noShowForfeits: boolean;
  /** After this many no-shows within 30 days a member cannot book for `noShowBlockDays` days; null = never. */
  noShowBlockAfter: number | null;
  noShowBlockDays: number | null;
};

/** The rules of a fresh installation: nothing stricter than "until the start". */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  cancellationDeadlineHours: 0,
  bookingWindowDays: null,
  waitlistClosesMinutes: null,
  waitlistMode: 'notify_all',
  waitlistOfferMinutes: 30,
  passRequired: false,
  trialWithoutPass: false,
  lateCancellation: 'refuse',
  noShowForfeits: true,
  noShowBlockAfter: null,
  noShowBlockDays: null,
};

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** The last instant a member may cancel a booking of a session starting at `start`. */
export function cancellableUntil(start: Date | string | number, rules: Pick<BookingRules, 'cancellationDeadlineHours'>): Date {
  return new Date(toDate(start).getTime() - rules.cancellationDeadlineHours * HOUR_MS);
}

/** When booking opens (same Berlin clock time N days before), or null when there is no booking window. */
export function bookingOpensAt(start: Date | string | number, rules: Pick<BookingRules, 'bookingWindowDays'>): Date | null {
  return rules.bookingWindowDays === null ? null : addBerlinDays(toDate(start), -rules.bookingWindowDays);
}

/** When the waiting list stops taking people and moving up (the start itself when there is no rule). */
export function waitlistClosesAt(start: Date | string | number, rules: Pick<BookingRules, 'waitlistClosesMinutes'>): Date {
  return new Date(toDate(start).getTime() - (rules.waitlistClosesMinutes ?? 0) * MINUTE_MS);
}

const hours = (n: number) => (n === 1 ? '1 Stunde' : `${n} Stunden`);
const minutes = (n: number) => (n === 1 ? '1 Minute' : `${n} Minuten`);

/** The refusal of a late cancellation. */
export const lateCancellationMessage = (deadlineHours: number) => `Stornierung ist nur bis ${hours(deadlineHours)} vor Beginn möglich.`;

/** The refusal of a booking before the window opens. */
export const bookingNotOpenMessage = (opensAt: Date) =>
  `Dieser Termin ist noch nicht buchbar. Buchungen sind ab ${berlinGermanDate(opensAt)} um ${berlinTimeString(opensAt)} Uhr möglich.`;

/** The refusal of joining a closed waiting list. */
export const waitlistClosedMessage = (closesMinutes: number | null) =>
  closesMinutes
    ? `Die Warteliste für diesen Termin ist geschlossen: Sie schließt ${minutes(closesMinutes)} vor Beginn.`
    : 'Die Warteliste für diesen Termin ist geschlossen.';

/** The cancellation rule as members read it next to the booking button. */
export const cancellationRuleText = (rules: Pick<BookingRules, 'cancellationDeadlineHours' | 'lateCancellation'>) =>
  rules.cancellationDeadlineHours > 0
    ? `Kostenlose Stornierung bis ${hours(rules.cancellationDeadlineHours)} vor Beginn${rules.lateCancellation === 'forfeit' ? ', danach verfällt der Eintritt' : ''}`
    : 'Kostenlose Stornierung bis zum Beginn';

/** 'Buchbar ab 01.12.2026, 18:00 Uhr' for a session whose window has not opened at `now`; otherwise null. */
export function bookableFromText(start: Date | string | number, rules: Pick<BookingRules, 'bookingWindowDays'>, now: number): string | null {
  const opens = bookingOpensAt(start, rules);
  if (!opens || opens.getTime() <= now) return null;
  return `Buchbar ab ${berlinGermanDate(opens)}, ${berlinTimeString(opens)} Uhr`;
}

/** The waiting-list rule as members read it, or null when the list stays open until the start. */
export const waitlistRuleText = (rules: Pick<BookingRules, 'waitlistClosesMinutes'>) =>
  rules.waitlistClosesMinutes ? `Die Warteliste schließt ${minutes(rules.waitlistClosesMinutes)} vor Beginn.` : null;

/** Until when a place is held for a waiting-list offer: 'heute, 18:30 Uhr' or '24.11.2026, 09:00 Uhr' (Berlin time). */
export function offerDeadlineText(expiresAt: Date | string | number, now: Date | number = Date.now()): string {
  const until = toDate(expiresAt);
  const day = berlinGermanDate(until) === berlinGermanDate(now) ? 'heute' : berlinGermanDate(until);
  return `${day}, ${berlinTimeString(until)} Uhr`;
}
