import { Check, Minus } from 'lucide-react';
import type { SeriesDate } from '@shared/schemas/series';
import { SERIES_TEXTS } from '@shared/schemas/series-texts';
import { cn } from '@/lib/cn';
import { dateTimeRange, datesInOrder, replacedDates, seriesDay } from '../lib/series-dates';

type SeriesDateListProps = {
  dates: SeriesDate[];
  /** Per date whether the person attended (null: ahead or cancelled); without it no marks are shown. */
  attendance?: Map<string, boolean | null>;
  label: string;
  className?: string;
};

/**
 * A series' dates in order: a cancelled one struck through (with its reason), its Ersatztermin marked as
 * such, and on a participant's own list a tick for each date attended.
 */
export function SeriesDateList({ dates, attendance, label, className }: SeriesDateListProps) {
  const replaced = replacedDates(dates);
  return (
    <ol aria-label={label} className={cn('grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2', className)}>
      {datesInOrder(dates).map((date) => {
        const cancelled = date.status === 'cancelled';
        const original = replaced.get(date.sessionId);
        const attended = attendance?.get(date.sessionId) ?? null;
        return (
          <li key={date.sessionId} className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5 tabular-nums">
            {attendance ? <AttendanceMark attended={attended} /> : null}
            <span className={cn('font-medium text-foreground', cancelled && 'text-muted-foreground line-through decoration-2')}>
              {seriesDay(date.startsAt)}, {dateTimeRange(date)}
            </span>
            {cancelled ? (
              <span className="text-xs font-semibold text-red-800">
                abgesagt{date.cancellationReason ? ` – ${date.cancellationReason}` : ''}
              </span>
            ) : null}
            {original ? (
              <span className="inline-flex items-center rounded-full bg-session-sand px-2 py-0.5 text-xs font-semibold text-session-sand-ink">
                {SERIES_TEXTS.replacement} für {seriesDay(original.startsAt)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function AttendanceMark({ attended }: { attended: boolean | null }) {
  if (attended === true) {
    return (
      <span className="inline-flex size-5 shrink-0 items-center justify-center self-center rounded-full bg-session-mint text-session-mint-ink">
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        <span className="sr-only">besucht:</span>
      </span>
    );
  }
  if (attended === false) {
    return (
      <span className="inline-flex size-5 shrink-0 items-center justify-center self-center rounded-full bg-session-grey text-session-grey-ink">
        <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        <span className="sr-only">nicht besucht:</span>
      </span>
    );
  }
  // Ahead or cancelled: an empty circle keeps the dates aligned.
  return <span aria-hidden="true" className="inline-block size-5 shrink-0 self-center rounded-full border border-dashed border-border" />;
}
