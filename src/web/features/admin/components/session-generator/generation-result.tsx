import { CalendarX2, CheckCircle2 } from 'lucide-react';
import type { GenerateSessionsResponse } from '@shared/schemas/schedules';
import { GENERATOR_MESSAGES } from '@shared/schemas/schedules';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The last run: how many sessions are new or existed already, and each occurrence a clash kept out, by name. */
export function GenerationResult({ result }: { result: GenerateSessionsResponse }) {
  return (
    <Card className="shadow-none" role="status" aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-5 text-brand-700" />
          Ergebnis
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3 sm:text-center">
          <div className="flex items-center justify-between gap-3 rounded-xl bg-muted/60 px-4 py-2 sm:block sm:p-3">
            <dt className="text-xs text-muted-foreground">Neu erstellt</dt>
            <dd className="text-2xl font-semibold tabular-nums">{result.created}</dd>
          </div>
          <div className="flex items-center justify-between gap-3 rounded-xl bg-muted/60 px-4 py-2 sm:block sm:p-3">
            <dt className="text-xs text-muted-foreground">Schon vorhanden</dt>
            <dd className="text-2xl font-semibold tabular-nums">{result.skipped}</dd>
          </div>
          <div className="flex items-center justify-between gap-3 rounded-xl bg-muted/60 px-4 py-2 sm:block sm:p-3">
            <dt className="text-xs text-muted-foreground">Überschneidungen</dt>
            <dd className="text-2xl font-semibold tabular-nums">{result.clashes.length}</dd>
          </div>
        </dl>
        <p className="text-sm">
          {result.message}.{' '}
          {result.skipped > 0 ? `${count(result.skipped, 'Termin war', 'Termine waren')} schon vorhanden und wurde${result.skipped === 1 ? '' : 'n'} übersprungen.` : null}
        </p>
        {result.clashes.length > 0 ? (
          <section aria-labelledby="clashes-heading" className="grid gap-2">
            <h3 id="clashes-heading" className="flex items-center gap-2 text-sm font-semibold text-red-800">
              <CalendarX2 aria-hidden="true" className="size-4" />
              {GENERATOR_MESSAGES.clashed(result.clashes.length)}
            </h3>
            <ul className="divide-y rounded-xl border border-red-200 bg-red-50/60 text-sm">
              {result.clashes.map((clash) => (
                <li key={`${clash.scheduleId}-${clash.date}`} className="grid gap-0.5 px-4 py-3">
                  <span className="font-medium text-foreground">{clash.label}</span>
                  <span className="text-red-800">
                    {clash.message}
                    {clash.reason === 'room' && clash.roomName ? ` (${clash.roomName})` : null}
                    {clash.reason === 'trainer' && clash.trainerName ? ` (${clash.trainerName})` : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
