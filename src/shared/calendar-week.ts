import { addBerlinDays, berlinWeekMonday } from './time';

/** ISO 8601 week number (Kalenderwoche) of the week starting on `monday` ('YYYY-MM-DD'): the week of its Thursday. */
export function isoWeekNumber(monday: string): number {
  const thursday = addBerlinDays(monday, 3);
  const firstThursday = addBerlinDays(berlinWeekMonday(`${thursday.slice(0, 4)}-01-04`), 3);
  const days = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) / 86_400_000;
  return Math.round(days / 7) + 1;
}

const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;

/** 'KW 48 · 23.11.–29.11.2026': how every screen names a week (the sessions filter, the dashboard's chart). */
export function weekLabel(monday: string): string {
  const sunday = addBerlinDays(monday, 6);
  return `KW ${isoWeekNumber(monday)} · ${dayMonth(monday)}–${dayMonth(sunday)}${sunday.slice(0, 4)}`;
}
