// A subpath: the package's index brings TZDate (whose module patches prototypes, so a bundler never
// drops it) into every bundle that only needs an offset, such as the route manifest's.
import { tzOffset } from '@date-fns/tz/tzOffset';

/**
 * Every business rule ("today", the Monday-to-Sunday week, the session generator) runs in this zone,
 * whatever the server's own TZ is. Calendar days travel as 'YYYY-MM-DD' strings, wall-clock times as
 * 'HH:mm' (or 'HH:mm:ss' as PostgreSQL returns `time` columns), instants as plain `Date`s.
 */
export const BERLIN = 'Europe/Berlin';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function parseDate(date: string): [number, number, number] {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`Ungültiges Datum: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function parseTime(time: string): [number, number, number] {
  const m = TIME_RE.exec(time);
  if (!m) throw new Error(`Ungültige Uhrzeit: ${time}`);
  const h = Number(m[1]);
  const min = Number(m[2]);
  const s = Number(m[3] ?? 0);
  if (h > 23 || min > 59 || s > 59) throw new Error(`Ungültige Uhrzeit: ${time}`);
  return [h, min, s];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const offsetMs = (utcMs: number) => tzOffset(BERLIN, new Date(utcMs)) * 60_000;

/** The Berlin wall clock of an instant, read through a shifted UTC date (independent of the server TZ). */
function berlinParts(instant: Date | number) {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const w = new Date(ms + offsetMs(ms));
  return {
    year: w.getUTCFullYear(),
    month: w.getUTCMonth() + 1,
    day: w.getUTCDate(),
    hours: w.getUTCHours(),
    minutes: w.getUTCMinutes(),
    seconds: w.getUTCSeconds(),
    ms: w.getUTCMilliseconds(),
  };
}

/** The Berlin calendar date of an instant, as 'YYYY-MM-DD'. */
export function berlinDateString(instant: Date | number): string {
  const b = berlinParts(instant);
  return `${pad(b.year, 4)}-${pad(b.month)}-${pad(b.day)}`;
}

/** A calendar day 'YYYY-MM-DD' as Germans write it, 'dd.MM.yyyy'. */
export const germanDay = (day: string) => day.split('-').reverse().join('.');

/** The Berlin calendar date of an instant as Germans write it, 'dd.MM.yyyy'. */
export function berlinGermanDate(instant: Date | number): string {
  const b = berlinParts(instant);
  return `${pad(b.day)}.${pad(b.month)}.${pad(b.year, 4)}`;
}

/** The Berlin wall-clock time of an instant, as 'HH:mm'. */
export function berlinTimeString(instant: Date | number): string {
  const b = berlinParts(instant);
  return `${pad(b.hours)}:${pad(b.minutes)}`;
}

/** Today's date in Berlin, as 'YYYY-MM-DD'. */
export function berlinToday(now: Date = new Date()): string {
  return berlinDateString(now);
}

/**
 * The instant at which a Berlin wall clock shows `time` on `date`. DST-safe: '18:00' is 18:00 local in
 * winter (17:00 UTC) and in summer (16:00 UTC). A time inside the spring-forward gap (02:xx on the last
 * Sunday of March) moves forward one hour; an ambiguous autumn time (02:xx on the last Sunday of October)
 * resolves to the later, winter-time instant.
 */
export function berlinWallClockToInstant(date: string, time: string): Date {
  const [y, mo, d] = parseDate(date);
  const [h, mi, s] = parseTime(time);
  const naive = Date.UTC(y, mo - 1, d, h, mi, s);
  // The two offsets in force around this wall-clock time (equal on all but the two change days).
  const before = offsetMs(naive - 86_400_000);
  const after = offsetMs(naive + 86_400_000);
  const candidates = [naive - before, naive - after].filter((t) => offsetMs(t) === naive - t);
  if (candidates.length === 0) return new Date(naive - before); // in the gap: keep the old offset, i.e. move forward
  return new Date(Math.max(...candidates));
}

/** Midnight at the start of the given Berlin calendar day (or of the Berlin day containing the instant). */
export function startOfBerlinDay(date: string | Date): Date {
  return berlinWallClockToInstant(typeof date === 'string' ? date : berlinDateString(date), '00:00');
}

/** Day of week of a Berlin calendar date: 0 = Sunday .. 6 = Saturday (as course_schedules.day_of_week). */
export function berlinDayOfWeek(date: string | Date): number {
  const [y, m, d] = parseDate(typeof date === 'string' ? date : berlinDateString(date));
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * Adds calendar days. For a 'YYYY-MM-DD' string the result is a string; for an instant the result is the
 * instant with the same Berlin wall-clock time n days later (so it is 23 or 25 hours away across DST).
 */
export function addBerlinDays(date: string, days: number): string;
export function addBerlinDays(date: Date, days: number): Date;
export function addBerlinDays(date: string | Date, days: number): string | Date {
  if (typeof date === 'string') {
    const [y, m, d] = parseDate(date);
    const shifted = new Date(Date.UTC(y, m - 1, d + days));
    return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  }
  const b = berlinParts(date);
  const time = `${pad(b.hours)}:${pad(b.minutes)}:${pad(b.seconds)}`;
  const result = berlinWallClockToInstant(addBerlinDays(berlinDateString(date), days), time);
  return new Date(result.getTime() + b.ms);
}

/** The Berlin date ('YYYY-MM-DD') of the Monday of the week containing `date`. */
export function berlinWeekMonday(date: string | Date = new Date()): string {
  const day = typeof date === 'string' ? date : berlinDateString(date);
  return addBerlinDays(day, -((berlinDayOfWeek(day) + 6) % 7));
}

/** Monday 00:00 Berlin of the week containing `date` (weeks run Monday to Sunday), as an instant. */
export function startOfBerlinWeek(date: string | Date = new Date()): Date {
  return startOfBerlinDay(berlinWeekMonday(date));
}

/** The first instant after the week containing `date`: next Monday 00:00 Berlin. */
export function endOfBerlinWeek(date: string | Date = new Date()): Date {
  return startOfBerlinDay(addBerlinDays(berlinWeekMonday(date), 7));
}

/**
 * The Berlin date of weekday `dayOfWeek` (0 = Sunday .. 6 = Saturday) in the Monday-start week whose Monday
 * is `monday`. Sunday is the last day of that week, six days after Monday.
 */
export function dateInBerlinWeek(monday: string, dayOfWeek: number): string {
  if (!Number.isInteger(dayOfWeek) || dayOfWeek < 0 || dayOfWeek > 6) throw new Error(`Ungültiger Wochentag: ${dayOfWeek}`);
  return addBerlinDays(monday, (dayOfWeek + 6) % 7);
}

/** A real calendar date 'YYYY-MM-DD' (not '2026-02-31'). */
export function isCalendarDate(value: string | null | undefined): value is string {
  return !!value && DATE_RE.test(value) && addBerlinDays(value, 0) === value;
}

/** The Monday of the timetable week to show: the week containing ?woche=, or the current Berlin week. */
export function weekStartFrom(param: string | null | undefined, now = new Date()): string {
  return berlinWeekMonday(isCalendarDate(param) ? param : berlinToday(now));
}
