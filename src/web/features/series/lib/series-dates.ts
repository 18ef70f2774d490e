import type { SeriesDate } from '@shared/schemas/series';
import { WEEKDAY_LABELS } from '@shared/labels';
import { berlinDateString, berlinDayOfWeek, berlinTimeString, germanDay } from '@shared/time';

/*
 * How a series' dates read: every date in order, a cancelled one kept (struck through) beside the
 * Ersatztermin that makes up for it, and the span of the dates that are held.
 */

const weekdayShort = (day: string) => WEEKDAY_LABELS[berlinDayOfWeek(day)].slice(0, 2);
const dayOf = (iso: string) => berlinDateString(new Date(iso));

/** 'Di 13.01.2027' (as the office's series screens write a date). */
export const seriesDay = (iso: string) => `${weekdayShort(dayOf(iso))} ${germanDay(dayOf(iso))}`;
/** '13.01.' */
const dayAndMonth = (iso: string) => germanDay(dayOf(iso)).slice(0, 6);
/** '13.01.2027' */
const fullDay = (iso: string) => germanDay(dayOf(iso));
/** '18:00' */
export const seriesTime = (iso: string) => berlinTimeString(new Date(iso));

export const dateTimeRange = (date: Pick<SeriesDate, 'startsAt' | 'endsAt'>) => `${seriesTime(date.startsAt)}–${seriesTime(date.endsAt)}`;

const byStart = (a: SeriesDate, b: SeriesDate) => Date.parse(a.startsAt) - Date.parse(b.startsAt);

/** The dates that take place (or took place): cancelled ones do not count. */
export const heldDates = (dates: SeriesDate[]) => dates.filter((date) => date.status !== 'cancelled').sort(byStart);

/** Whether every date that is held has ended (a finished series is no longer offered on its course page). */
export function seriesFinished(series: { dates: SeriesDate[] }, now: number): boolean {
  const held = heldDates(series.dates);
  return held.length > 0 && held.every((date) => Date.parse(date.endsAt) <= now);
}

/** Every date in order of time. */
export const datesInOrder = (dates: SeriesDate[]) => [...dates].sort(byStart);

/** The Berlin day of the first held date (YYYY-MM-DD): a course's age range is judged on it. */
export function firstDay(dates: SeriesDate[]): string | null {
  const first = heldDates(dates)[0];
  return first ? berlinDateString(new Date(first.startsAt)) : null;
}

/** '10 Termine · 13.01.–17.03.2027' (or '1 Termin · 13.01.2027'). */
export function seriesSpanText(dates: SeriesDate[]): string {
  const held = heldDates(dates);
  if (held.length === 0) return 'Keine Termine';
  const count = held.length === 1 ? '1 Termin' : `${held.length} Termine`;
  const first = held[0].startsAt;
  const last = held[held.length - 1].startsAt;
  if (fullDay(first) === fullDay(last)) return `${count} · ${fullDay(first)}`;
  return `${count} · ${dayAndMonth(first)}–${fullDay(last)}`;
}

/** The cancelled date an Ersatztermin makes up for, by the replacement's id. */
export function replacedDates(dates: SeriesDate[]): Map<string, SeriesDate> {
  const byId = new Map(dates.map((date) => [date.sessionId, date]));
  const replaced = new Map<string, SeriesDate>();
  for (const date of dates) {
    const original = date.replacesSessionId ? byId.get(date.replacesSessionId) : undefined;
    if (original) replaced.set(date.sessionId, original);
  }
  return replaced;
}

/** The element id of a series on its course page, and the link to it (the timetable's popup links there). */
export const seriesAnchorId = (seriesId: string) => `kursreihe-${seriesId}`;
export const seriesHref = (courseId: string, seriesId: string) => `/kurse/${encodeURIComponent(courseId)}#${seriesAnchorId(seriesId)}`;
