/**
 * The product's business constants (limits, counts, opening hours), shared by server and web.
 * (UI-library defaults such as menu delays and toast timing live in src/web/lib/ui-constants.ts.)
 */

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest password accepted (scrypt hashes whatever it gets; an upper bound keeps that cheap). */
export const MAX_PASSWORD_LENGTH = 128;

/** Featured courses and trainers on the home page. */
export const HOME_FEATURED_COURSES = 3;
export const HOME_FEATURED_TRAINERS = 3;

/** Contact form limits. */
export const CONTACT_LIMITS = { name: 100, email: 255, message: 2000 } as const;

/** A member's message to the centre (dashboard 'Neue Nachricht'). */
export const MEMBER_MESSAGE_LIMITS = { subject: 150, message: 5000 } as const;

/** Free spots: 1..FEW_SPOTS_MAX is "few" (sand), more is "plenty" (mint). */
export const FEW_SPOTS_MAX = 5;

/** Reading time: content length / 1000, rounded up, in minutes. Excerpt fallback: first 200 characters. */
export const READING_CHARS_PER_MINUTE = 1000;
export const EXCERPT_FALLBACK_LENGTH = 200;

/** Family discount from the second family member, in percent. */
export const FAMILY_DISCOUNT_PERCENT = 15;

/** Default room label when a session has no room. */
export const DEFAULT_ROOM_LABEL = 'Hauptstudio';

/** Trainer dashboard: next N sessions. */
export const TRAINER_DASHBOARD_NEXT_SESSIONS = 5;

/** Trainer area: attendance is taken from 30 minutes before a session starts until 24 hours after its start. */
export const ATTENDANCE_WINDOW = { beforeStartMinutes: 30, afterStartHours: 24 } as const;
/** 'Meine Sessions' also lists the sessions of the past days, so attendance can be looked up and taken afterwards. */
export const TRAINER_RECENT_SESSION_DAYS = 7;
/** The trainer's booking list shows at most this many bookings, newest first (with the total). */
export const TRAINER_BOOKINGS_LIMIT = 500;
export const TRAINER_PROFILE_LIMITS = { name: 80, email: 255, phone: 40, bio: 2000 } as const;

/** Default currency. */
export const DEFAULT_CURRENCY = 'EUR';

/** Opening hours. */
export const OPENING_HOURS = [
  { days: 'Mo–Fr', label: 'Montag – Freitag', open: '06:00', close: '22:00' },
  { days: 'Sa', label: 'Samstag', open: '08:00', close: '20:00' },
  { days: 'So', label: 'Sonntag', open: '09:00', close: '18:00' },
] as const;

/** The most links one menu of the header or footer holds (the editor and the API both keep to it). */
export const MENU_ITEMS_MAX = 30;

/** The ways of paying the office offers in the 'Zahlung erfassen' dialog. */
export const PAYMENT_METHODS = ['Bar', 'EC-Karte', 'Kreditkarte', 'SEPA-Lastschrift', 'Überweisung', 'PayPal'] as const;
