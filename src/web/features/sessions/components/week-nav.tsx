import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { weekRangeLabel } from '../lib/week';

type WeekNavProps = {
  weekStart: string;
  isCurrentWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
};

/** Previous/next week and the range label dd.MM.yy - dd.MM.yy. */
export function WeekNav({ weekStart, isCurrentWeek, onPrevious, onNext, onToday }: WeekNavProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="icon" aria-label="Vorherige Woche" onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p
        aria-live="polite"
        className="min-w-44 flex-1 text-center text-lg font-semibold tabular-nums text-brand-950 sm:flex-none sm:px-2"
      >
        {weekRangeLabel(weekStart)}
      </p>
      <Button variant="outline" size="icon" aria-label="Nächste Woche" onClick={onNext}>
        <ChevronRight aria-hidden="true" />
      </Button>
      {isCurrentWeek ? null : (
        <Button variant="ghost" size="sm" onClick={onToday} className="basis-full sm:basis-auto">
          <CalendarDays aria-hidden="true" />
          Zur aktuellen Woche
        </Button>
      )}
    </div>
  );
}
