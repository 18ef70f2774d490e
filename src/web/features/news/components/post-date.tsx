import { format, formatDistanceToNow } from 'date-fns';
import { de } from 'date-fns/locale/de';

/** "vor 3 Tagen", with the full date as machine-readable value and tooltip. */
export function PostDate({ publishedAt, className }: { publishedAt: string; className?: string }) {
  const date = new Date(publishedAt);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={publishedAt} title={format(date, 'PPP', { locale: de })} className={className}>
      {formatDistanceToNow(date, { locale: de, addSuffix: true })}
    </time>
  );
}

/** "12. März 2026". */
export function longDate(publishedAt: string) {
  const date = new Date(publishedAt);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'PPP', { locale: de });
}
