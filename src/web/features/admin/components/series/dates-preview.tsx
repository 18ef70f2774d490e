import { useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import type { PlannedDate } from './series-dates';
import { dateLine, datesCount } from './series-text';

/** The dates the entries give, before anything is saved; a date already past is marked (the server refuses it). */
export function DatesPreview({ dates }: { dates: PlannedDate[] }) {
  const [now] = useState(() => Date.now());
  return (
    <section aria-labelledby="series-preview-title" className="rounded-xl bg-muted p-4">
      <h3 id="series-preview-title" className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <CalendarCheck aria-hidden="true" className="size-4 text-brand-700" />
        Vorschau
      </h3>
      <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
        {dates.length === 0 ? 'Die Termine erscheinen hier, sobald Tag, Uhrzeit und Dauer eingetragen sind.' : `${datesCount(dates.length)} werden angelegt:`}
      </p>
      {dates.length > 0 ? (
        <ol className="mt-3 grid gap-1.5 text-sm tabular-nums sm:grid-cols-2">
          {dates.map((date, index) => (
            <li key={`${date.startsAt}-${index}`} className="flex gap-2">
              <span className="w-6 shrink-0 text-right text-muted-foreground">{index + 1}.</span>
              <span>
                {dateLine(date)}
                {Date.parse(date.startsAt) <= now ? <span className="ml-1 font-medium text-destructive">(liegt in der Vergangenheit)</span> : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
