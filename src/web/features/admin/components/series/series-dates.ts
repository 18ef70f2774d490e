import { addBerlinDays, berlinWallClockToInstant, isCalendarDate } from '@shared/time';

/** A date of a series being planned: start and end as instants (ISO), in order. */
export type PlannedDate = { startsAt: string; endsAt: string };

/** What the form holds for the dates (text, as typed). */
export type SeriesDatesDraft = {
  mode: 'weekly' | 'picked';
  firstDate: string;
  startTime: string;
  durationMinutes: string;
  weeks: string;
  dates: { date: string; startTime: string }[];
};

const WALL_CLOCK = /^([01]?\d|2[0-3]):[0-5]\d$/;
/** The most weeks a preview spells out: the server refuses more than a year of dates anyway. */
const MAX_PREVIEW_WEEKS = 104;

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

function planned(date: string, time: string, minutes: number): PlannedDate {
  const start = berlinWallClockToInstant(date, time);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + minutes * 60_000).toISOString() };
}

/**
 * The dates the office's entries give, as the server will make them: a weekly slot on the Berlin wall clock
 * (18:00 stays 18:00 across a change of daylight-saving time), or the picked days in order. Entries not
 * (yet) complete give no date; the server's check names what is missing when the form is sent.
 */
export function plannedDates(draft: SeriesDatesDraft): PlannedDate[] {
  const minutes = wholeNumber(draft.durationMinutes);
  if (!minutes) return [];
  if (draft.mode === 'weekly') {
    const weeks = wholeNumber(draft.weeks);
    if (!weeks || weeks > MAX_PREVIEW_WEEKS || !isCalendarDate(draft.firstDate) || !WALL_CLOCK.test(draft.startTime)) return [];
    return Array.from({ length: weeks }, (_, week) => planned(addBerlinDays(draft.firstDate, week * 7), draft.startTime, minutes));
  }
  return draft.dates
    .filter((row) => isCalendarDate(row.date) && WALL_CLOCK.test(row.startTime))
    .map((row) => planned(row.date, row.startTime, minutes))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
