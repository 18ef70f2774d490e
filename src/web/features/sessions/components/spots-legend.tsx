import { cn } from '@/lib/cn';
import type { SessionTone } from '../lib/session-tone';

const swatch: Record<SessionTone, string> = {
  mint: 'bg-session-mint ring-emerald-500',
  sand: 'bg-session-sand ring-amber-500',
  pink: 'bg-session-pink ring-pink-500',
  grey: 'bg-session-grey ring-slate-400',
};

const ENTRIES: { tone: SessionTone; label: string }[] = [
  { tone: 'mint', label: 'Viele freie Plätze' },
  { tone: 'sand', label: 'Nur noch wenige Plätze' },
  { tone: 'pink', label: 'Kinderkurs' },
  { tone: 'grey', label: 'Ausgebucht oder vorbei' },
];

/** What the card colours mean (colour is never the only carrier: every card also says it in words). */
export function SpotsLegend({ className }: { className?: string }) {
  return (
    <ul aria-label="Farblegende" className={cn('flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted-foreground', className)}>
      {ENTRIES.map((entry) => (
        <li key={entry.tone} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-3 rounded-full ring-1 ring-inset', swatch[entry.tone])} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
