import { addBerlinDays, berlinToday, berlinWeekMonday } from '@shared/time';

/** The weeks the filter offers: `back` weeks before the current one to `ahead` weeks after it, by their Mondays. */
export function weekChoices(back = 8, ahead = 12, today = berlinToday()): string[] {
  const current = berlinWeekMonday(today);
  return Array.from({ length: back + ahead + 1 }, (_, i) => addBerlinDays(current, (i - back) * 7));
}
