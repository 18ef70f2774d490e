import { addBerlinDays, berlinToday, berlinWeekMonday } from '@shared/time';

/** ISO 8601 week number of the week starting on `monday` ('YYYY-MM-DD'): the week of its Thursday. */
export function isoWeekNumber(monday: string): number {
  const thursday = addBerlinDays(monday, 3);
  const firstThursday = addBerlinDays(berlinWeekMonday(`${thursday.slice(0, 4)}-01-04`), 3);
  const days = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) / 86_400_000;
  return Math.round(days / 7) + 1;
}

const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;

/** 'KW 48 · 23.11.–29.11.2026' */
export function weekLabel(monday: string): string {
  const sunday = addBerlinDays(monday, 6);
  return `KW ${isoWeekNumber(monday)} · ${dayMonth(monday)}–${dayMonth(sunday)}${sunday.slice(0, 4)}`;
}

/** The weeks the filter offers: `back` weeks before the current one to `ahead` weeks after it, by their Mondays. */
export function weekChoices(back = 8, ahead = 12, today = berlinToday()): string[] {
  const current = berlinWeekMonday(today);
  return Array.from({ length: back + ahead + 1 }, (_, i) => addBerlinDays(current, (i - back) * 7));
}
