/*
 * Labels of the dashboard's charts and their tables. Periods arrive as Berlin calendar dates
 * ('YYYY-MM-DD' week Mondays, 'YYYY-MM' months) and are formatted as such, in UTC, so the viewer's own
 * time zone never shifts a day.
 */
const dayMonth = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('de-DE', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = 86_400_000;

const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d ?? 1);
};

/** ISO 8601 week number (Kalenderwoche) of a Monday. */
export function calendarWeek(monday: string): number {
  const thursday = utc(monday) + 3 * DAY;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / (7 * DAY)) + 1;
}

/** '17.11.' for the axis. */
export const weekAxisLabel = (monday: string) => dayMonth.format(utc(monday));

/** 'KW 47 (17.11.–23.11.2026)' for tables and the text alternative. */
export const weekLabel = (monday: string) => `KW ${calendarWeek(monday)} (${dayMonth.format(utc(monday))}–${fullDate.format(utc(monday) + 6 * DAY)})`;

/** 'Nov.' for the axis. */
export const monthAxisLabel = (month: string) => shortMonth.format(utc(month));

/** 'November 2026' for tables and the text alternative. */
export const monthLabel = (month: string) => longMonth.format(utc(month));

/** '55,5 %' */
export const percentLabel = (percent: number) => `${percent.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;

/** '1.234' */
export const countLabel = (n: number) => n.toLocaleString('de-DE');
