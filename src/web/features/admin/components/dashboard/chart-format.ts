/*
 * Labels of the dashboard's charts and their tables. Periods arrive as Berlin calendar dates
 * ('YYYY-MM-DD' week Mondays, 'YYYY-MM' months) and are formatted as such, in UTC, so the viewer's own
 * time zone never shifts a day.
 */
const dayMonth = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('de-DE', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d ?? 1);
};

/** '17.11.' for the axis. */
export const weekAxisLabel = (monday: string) => dayMonth.format(utc(monday));

/** 'Nov.' for the axis. */
export const monthAxisLabel = (month: string) => shortMonth.format(utc(month));

/** 'November 2026' for tables and the text alternative. */
export const monthLabel = (month: string) => longMonth.format(utc(month));

/** '55,5 %' */
export const percentLabel = (percent: number) => `${percent.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;

/** '1.234' */
export const countLabel = (n: number) => n.toLocaleString('de-DE');
