import { HeartPulse } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { SERIES_STATE_LABELS, type SeriesState } from './series-text';

const STATE_TONE: Record<SeriesState, string> = {
  open: 'bg-brand-100 text-brand-900',
  closed: 'bg-session-sand text-session-sand-ink',
  running: 'bg-session-mint text-session-mint-ink',
  finished: 'bg-session-grey text-session-grey-ink',
};

export function SeriesStateBadge({ state, className }: { state: SeriesState; className?: string }) {
  return <Badge className={cn(STATE_TONE[state], className)}>{SERIES_STATE_LABELS[state]}</Badge>;
}

/** '§ 20': a prevention course, whose participants get certificates of attendance. */
export function PreventionBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-brand-300 text-brand-800', className)}>
      <HeartPulse aria-hidden="true" />
      <span aria-hidden="true">§ 20</span>
      <span className="sr-only">Präventionskurs nach § 20 SGB V</span>
    </Badge>
  );
}
