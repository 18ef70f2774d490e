import { Link } from 'react-router';
import { ArrowRight, Layers } from 'lucide-react';
import { SERIES_TEXTS } from '@shared/schemas/series-texts';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { seriesHref } from '../lib/series-dates';

type SeriesDateNoteProps = {
  courseId: string;
  series: { id: string; title: string };
  /** The note's id, for a date's heading to name it (aria-describedby). */
  id?: string;
  /** One line and a link, for a list of dates (the course page); the popup has room for the box. */
  compact?: boolean;
  className?: string;
};

/**
 * What a date of a series shows where a single date has its booking button (the timetable's popup, the
 * course page's list of dates): 'Kursreihe – Anmeldung zur ganzen Reihe', the series' name, and the way
 * to it on the course page. Such a date is never booked alone, nor is there a waiting list for it.
 */
export function SeriesDateNote({ courseId, series, id, compact = false, className }: SeriesDateNoteProps) {
  if (compact) {
    return (
      <div id={id} className={cn('grid gap-1 text-sm', className)}>
        <p className="flex max-w-64 items-start gap-1.5 font-semibold text-brand-950">
          <Layers aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>{SERIES_TEXTS.timetableLabel}</span>
        </p>
        <Link
          to={seriesHref(courseId, series.id)}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Zur Kursreihe<span className="sr-only"> „{series.title}“</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    );
  }
  return (
    <div id={id} className={cn('grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950', className)}>
      <p className="flex items-start gap-2">
        <Layers aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          <span className="block font-semibold">{SERIES_TEXTS.timetableLabel}</span>
          <span className="text-muted-foreground">Dieser Termin gehört zur Kursreihe „{series.title}“.</span>
        </span>
      </p>
      <Link to={seriesHref(courseId, series.id)} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'justify-self-start bg-white')}>
        Zur Kursreihe
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
