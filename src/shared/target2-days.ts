import { addBerlinDays, berlinDayOfWeek } from './time';

/*
 * SEPA direct debits settle on TARGET2 business days only: Monday to Friday, except New Year's Day, Good
 * Friday, Easter Monday, 1 May and 25/26 December (the same closing days in every SEPA country). A
 * collection date on any other day is refused rather than moved, so the office always knows the date the
 * bank gets.
 */

/** Easter Sunday of a year (Gregorian calendar, the anonymous computus), as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The TARGET2 closing day a date falls on, by its German name, or null. */
export function target2Holiday(day: string): string | null {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  const fixed: Record<string, string> = { '01-01': 'Neujahr', '05-01': 'Tag der Arbeit', '12-25': '1. Weihnachtsfeiertag', '12-26': '2. Weihnachtsfeiertag' };
  if (fixed[monthDay]) return fixed[monthDay];
  const easter = easterSunday(year);
  if (day === addBerlinDays(easter, -2)) return 'Karfreitag';
  if (day === addBerlinDays(easter, 1)) return 'Ostermontag';
  return null;
}

/** Why no debit can be collected on a day: a weekend, a TARGET2 closing day, or nothing (null). */
export function nonCollectionDay(day: string): { kind: 'weekend'; name: 'Samstag' | 'Sonntag' } | { kind: 'holiday'; name: string } | null {
  const weekday = berlinDayOfWeek(day);
  if (weekday === 6) return { kind: 'weekend', name: 'Samstag' };
  if (weekday === 0) return { kind: 'weekend', name: 'Sonntag' };
  const holiday = target2Holiday(day);
  return holiday ? { kind: 'holiday', name: holiday } : null;
}

/** The first TARGET2 business day on or after `day`. */
export function firstCollectionDayFrom(day: string): string {
  let candidate = day;
  while (nonCollectionDay(candidate)) candidate = addBerlinDays(candidate, 1);
  return candidate;
}
