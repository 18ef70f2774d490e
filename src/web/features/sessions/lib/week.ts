import { addBerlinDays, berlinDateString, berlinDayOfWeek } from '@shared/time';
import { WEEKDAY_LABELS } from '@shared/labels';

const parts = (date: string) => {
  const [year, month, day] = date.split('-');
  return { year, month, day };
};

/** '16.11.26 - 22.11.26'. */
export function weekRangeLabel(monday: string) {
  const a = parts(monday);
  const b = parts(addBerlinDays(monday, 6));
  return `${a.day}.${a.month}.${a.year.slice(2)} - ${b.day}.${b.month}.${b.year.slice(2)}`;
}

/** The seven Berlin dates Monday to Sunday. */
export function weekDates(monday: string) {
  return Array.from({ length: 7 }, (_, i) => addBerlinDays(monday, i));
}

/** 'Montag' and '16.11.' for a day heading (weekday and dd.MM.). */
export function dayHeading(date: string) {
  const { month, day } = parts(date);
  return { weekday: WEEKDAY_LABELS[berlinDayOfWeek(date)], date: `${day}.${month}.` };
}

/** The Berlin calendar date a session starts on. */
export const sessionDate = (startTime: string) => berlinDateString(new Date(startTime));
