import { OPENING_HOURS } from '@shared/constants';
import { cn } from '@/lib/cn';

/** Opening hours: Mo–Fr 06:00–22:00, Sa 08:00–20:00, So 09:00–18:00. */
export function OpeningHours({ className }: { className?: string }) {
  return (
    <dl className={cn('grid gap-2 text-sm', className)}>
      {OPENING_HOURS.map((row) => (
        <div key={row.days} className="flex items-baseline justify-between gap-4 border-b border-dashed border-border pb-2 last:border-0 last:pb-0">
          <dt className="font-medium text-foreground">{row.label}</dt>
          <dd className="text-muted-foreground tabular-nums">
            {row.open}–{row.close} Uhr
          </dd>
        </div>
      ))}
    </dl>
  );
}
