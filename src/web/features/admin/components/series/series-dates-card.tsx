import { useState } from 'react';
import { Ban, CalendarPlus, Repeat } from 'lucide-react';
import type { AdminSeries, SeriesDate } from '@shared/schemas/series';
import { SERIES_TEXTS } from '@shared/schemas/series';
import { FormDialog } from '@/components/form/form-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CancelDateForm, ReplacementForm } from './date-change-forms';
import { confirmedCount, dateLine, dayWithWeekday } from './series-text';

type DateAction = { kind: 'cancel' | 'replace'; date: SeriesDate } | null;

/**
 * Every date of the series in order: cancelled ones struck through with their reason and Ersatztermin, each
 * Ersatztermin naming the date it makes up for. A date ahead can be cancelled; a cancelled one without an
 * Ersatztermin gets one.
 */
export function SeriesDatesCard({ series }: { series: AdminSeries }) {
  const [action, setAction] = useState<DateAction>(null);
  const [now] = useState(() => Date.now());
  const dates = [...series.dates].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const byId = new Map(dates.map((date) => [date.sessionId, date]));
  const replacementOf = new Map(dates.filter((date) => date.replacesSessionId).map((date) => [date.replacesSessionId!, date]));
  const participants = confirmedCount(series);

  return (
    <>
      <Card className="overflow-hidden shadow-none">
        <ol className="divide-y" aria-label="Termine der Reihe">
          {dates.map((date, index) => {
            const cancelled = date.status === 'cancelled';
            const past = Date.parse(date.startsAt) <= now;
            const replacement = replacementOf.get(date.sessionId);
            const replaced = date.replacesSessionId ? byId.get(date.replacesSessionId) : undefined;
            return (
              <li key={date.sessionId} data-session-id={date.sessionId} className="flex flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:px-5">
                <div className="flex min-w-0 flex-1 gap-3">
                  <span className="w-6 shrink-0 pt-0.5 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
                  <div className="grid min-w-0 gap-1">
                    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 font-medium tabular-nums', past && !cancelled && 'text-muted-foreground')}>
                      {cancelled ? (
                        <>
                          <s className="text-muted-foreground">{dateLine(date)}</s>
                          <Badge className="bg-red-50 text-red-800">Abgesagt</Badge>
                        </>
                      ) : (
                        dateLine(date)
                      )}
                      {replaced ? (
                        <Badge className="bg-session-sand text-session-sand-ink">
                          <Repeat aria-hidden="true" />
                          {SERIES_TEXTS.replacement}
                        </Badge>
                      ) : null}
                    </p>
                    {cancelled && date.cancellationReason ? <p className="break-words text-muted-foreground">Grund: {date.cancellationReason}</p> : null}
                    {cancelled && replacement ? <p className="text-muted-foreground">Ersatztermin: {dateLine(replacement)}</p> : null}
                    {replaced ? <p className="text-muted-foreground">Ersatz für den {dayWithWeekday(replaced.startsAt)}</p> : null}
                  </div>
                </div>
                {!cancelled && !past ? (
                  <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={() => setAction({ kind: 'cancel', date })}>
                    <Ban aria-hidden="true" />
                    Termin absagen
                    <span className="sr-only">: {dateLine(date)}</span>
                  </Button>
                ) : null}
                {cancelled && !replacement ? (
                  <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={() => setAction({ kind: 'replace', date })}>
                    <CalendarPlus aria-hidden="true" />
                    Ersatztermin anlegen
                    <span className="sr-only">: für den {dayWithWeekday(date.startsAt)}</span>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </Card>
      <FormDialog
        open={action !== null}
        onOpenChange={(open) => (open ? undefined : setAction(null))}
        width="lg"
        title={action?.kind === 'replace' ? 'Ersatztermin anlegen' : 'Termin absagen'}
        description={action ? `${series.title}: ${dateLine(action.date)}` : null}
      >
        {(close) =>
          action?.kind === 'cancel' ? (
            <CancelDateForm seriesId={series.id} date={action.date} participants={participants} onDone={close} />
          ) : action?.kind === 'replace' ? (
            <ReplacementForm seriesId={series.id} date={action.date} participants={participants} onDone={close} />
          ) : null
        }
      </FormDialog>
    </>
  );
}
