import { WEEKDAY_LABELS } from '@shared/labels';
import type { AdminSeries, SeriesDate } from '@shared/schemas/series';
import { berlinDateString, berlinDayOfWeek, berlinTimeString, germanDay } from '@shared/time';

/*
 * How the office's series screens name dates and states. Every instant reads on the Berlin wall clock,
 * whatever the office computer's own zone is.
 */

/** 'Di' */
const weekdayShort = (day: string) => WEEKDAY_LABELS[berlinDayOfWeek(day)].slice(0, 2);

/** 'Di 13.01.': a column of the attendance grid. */
export function shortDay(iso: string) {
  const day = berlinDateString(new Date(iso));
  return `${weekdayShort(day)} ${germanDay(day).slice(0, 6)}`;
}

/** 'Di 13.01.2027' */
export function dayWithWeekday(iso: string) {
  const day = berlinDateString(new Date(iso));
  return `${weekdayShort(day)} ${germanDay(day)}`;
}

/** '18:00–19:00 Uhr' */
export const timeSpan = (date: Pick<SeriesDate, 'startsAt' | 'endsAt'>) => `${berlinTimeString(new Date(date.startsAt))}–${berlinTimeString(new Date(date.endsAt))} Uhr`;

/** 'Di 13.01.2027, 18:00–19:00 Uhr' */
export const dateLine = (date: Pick<SeriesDate, 'startsAt' | 'endsAt'>) => `${dayWithWeekday(date.startsAt)}, ${timeSpan(date)}`;

/** The dates that take place (not cancelled), in order. */
export const heldDates = (dates: SeriesDate[]) => dates.filter((date) => date.status !== 'cancelled').sort((a, b) => a.startsAt.localeCompare(b.startsAt));

/** '13.01.–17.03.2027', or one day alone; the year is written once when both are in the same year. */
export function seriesPeriod(dates: SeriesDate[]) {
  const held = heldDates(dates);
  if (held.length === 0) return 'Keine Termine';
  const first = germanDay(berlinDateString(new Date(held[0]!.startsAt)));
  const last = germanDay(berlinDateString(new Date(held.at(-1)!.startsAt)));
  if (first === last) return first;
  return first.slice(6) === last.slice(6) ? `${first.slice(0, 6)}–${last}` : `${first}–${last}`;
}

export type SeriesState = 'open' | 'closed' | 'running' | 'finished';

export const SERIES_STATE_LABELS: Record<SeriesState, string> = {
  open: 'Anmeldung offen',
  closed: 'Anmeldung geschlossen',
  running: 'Läuft',
  finished: 'Beendet',
};

/**
 * Where a series stands: open for registration, closed before its first date, running from its first date,
 * finished once its last date has ended.
 */
export function seriesState(series: Pick<AdminSeries, 'dates' | 'registrationOpen'>, now = Date.now()): SeriesState {
  const held = heldDates(series.dates);
  if (held.length > 0 && Date.parse(held.at(-1)!.endsAt) <= now) return 'finished';
  if (held.length > 0 && Date.parse(held[0]!.startsAt) <= now) return 'running';
  return series.registrationOpen ? 'open' : 'closed';
}

/** Confirmed participants of a series. */
export const confirmedCount = (series: Pick<AdminSeries, 'capacity' | 'placesLeft'>) => series.capacity - series.placesLeft;

/** '1 Termin', '10 Termine' */
export const datesCount = (count: number) => (count === 1 ? '1 Termin' : `${count} Termine`);
