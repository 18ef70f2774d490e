import { useNow } from '@/lib/render-instant';

/*
 * Dates of posts with the browser's Intl (German month names, relative times) rather than
 * date-fns and its `de` locale, which would add 8 KB to the first load of /aktuelles.
 */
// Berlin time on the server and in every browser, so the server's markup and the first render agree.
const dateFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
const relativeFormat = new Intl.RelativeTimeFormat('de-DE', { numeric: 'always' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'vor 3 Tagen', 'vor 2 Monaten', 'in 5 Minuten'; under a minute 'vor 0 Minuten' reads oddly, so: 'gerade eben'. */
export function relativeTime(date: Date, now = Date.now()): string {
  const seconds = Math.round((date.getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    const value = Math.trunc(seconds / size);
    if (value !== 0) return relativeFormat.format(value, unit);
  }
  return 'gerade eben';
}

/** "vor 3 Tagen", with the full date as machine-readable value and tooltip. */
export function PostDate({ publishedAt, className }: { publishedAt: string; className?: string }) {
  const now = useNow();
  const date = new Date(publishedAt);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={publishedAt} title={dateFormat.format(date)} className={className}>
      {relativeTime(date, now)}
    </time>
  );
}

/** "12. März 2026". */
export function longDate(publishedAt: string) {
  const date = new Date(publishedAt);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
