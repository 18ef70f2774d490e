import { addBerlinDays, berlinWallClockToInstant } from '../../../shared/time';
import type { SeriesDatesInput } from '../../../shared/schemas/series';

/** A date of a series as the office planned it: its Berlin day and its instants. */
export type PlannedDate = { date: string; startTime: Date; endTime: Date };

/** One date at a Berlin wall-clock time on a Berlin day, lasting `durationMinutes`. */
export function plannedDate(day: string, startTime: string, durationMinutes: number): PlannedDate {
  const start = berlinWallClockToInstant(day, startTime);
  return { date: day, startTime: start, endTime: new Date(start.getTime() + durationMinutes * 60_000) };
}

/**
 * The dates of a new series, earliest first: a weekly slot repeated on the same weekday for N weeks, or the
 * days picked one by one. Each date starts at its Berlin wall-clock time, so an 18:00 series stays at 18:00
 * across a change to or from summer time (as the session generator does).
 */
export function plannedDates(input: SeriesDatesInput): PlannedDate[] {
  const days =
    input.mode === 'weekly'
      ? Array.from({ length: input.weeks }, (_, week) => ({ date: addBerlinDays(input.firstDate, week * 7), startTime: input.startTime }))
      : input.dates;
  return days.map((day) => plannedDate(day.date, day.startTime, input.durationMinutes)).sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}
