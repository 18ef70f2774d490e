import { useState, type KeyboardEvent } from 'react';
import { Award, Loader2, Printer } from 'lucide-react';
import type { AdminSeries, SeriesAttendance } from '@shared/schemas/series';
import { datesNeededForCertificate } from '@shared/series-certificate';
import { berlinTimeString } from '@shared/time';
import { QueryState } from '@/components/data/query-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCorrectSeriesAttendance } from '@/features/admin/api/correct-series-attendance';
import { useIssueSeriesCertificates } from '@/features/admin/api/issue-series-certificates';
import { useSeriesAttendance } from '@/features/admin/api/get-series-attendance';
import { AttendancePrint } from './attendance-print';
import { CELL_SIGNS, CELL_WORDS, cellOf, isCorrectable, type CellState, type GridCell } from './attendance-cells';
import { CertificateCell } from './certificate-cell';
import { shortDay } from './series-text';

type Row = SeriesAttendance['rows'][number];

const CELL_TONE: Record<CellState, string> = {
  attended: 'bg-session-mint text-session-mint-ink',
  absent: 'bg-session-grey text-session-grey-ink',
  unrecorded: 'bg-session-sand text-session-sand-ink',
  ahead: '',
  cancelled: 'text-muted-foreground',
  none: 'text-muted-foreground',
};

/**
 * Arrow keys move between the grid's buttons like in a spreadsheet, over cells that cannot be corrected (a
 * cancelled date, one still ahead); Tab still walks them in reading order.
 */
function moveInGrid(event: KeyboardEvent<HTMLTableElement>) {
  const step = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[event.key];
  const from = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-row]');
  if (!step || !from) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-grid-row]')];
  const at = (button: HTMLElement) => [Number(button.dataset.gridRow), Number(button.dataset.gridColumn)] as const;
  const [row, column] = at(from);
  // The nearest button in that direction, on the same row (left, right) or in the same column (up, down).
  const ahead = buttons
    .filter((button) => {
      const [r, c] = at(button);
      return step[0] === 0 ? r === row && (c - column) * step[1]! > 0 : c === column && (r - row) * step[0]! > 0;
    })
    .sort((a, b) => Math.abs(at(a)[0] - row) + Math.abs(at(a)[1] - column) - (Math.abs(at(b)[0] - row) + Math.abs(at(b)[1] - column)));
  if (ahead.length === 0) return;
  event.preventDefault();
  ahead[0]!.focus();
}

function Cell({ seriesId, row, cell, dateLabel, position }: { seriesId: string; row: Row; cell: GridCell; dateLabel: string; position: [number, number] }) {
  const correct = useCorrectSeriesAttendance(seriesId);
  const sign = CELL_SIGNS[cell.state];
  if (!isCorrectable(cell)) {
    return (
      <span className={cn('inline-flex h-9 min-w-9 items-center justify-center rounded-md px-1 text-xs', CELL_TONE[cell.state])}>
        <span aria-hidden="true">{sign}</span>
        <span className="sr-only">{CELL_WORDS[cell.state]}</span>
      </span>
    );
  }
  const attended = cell.state === 'attended';
  // Not disabled while saving: a disabled button would drop the keyboard focus. A second press waits.
  const toggle = () => {
    if (correct.isPending) return;
    correct.mutate(
      { registrationId: row.registrationId, sessionId: cell.sessionId, attended: !attended },
      {
        onSuccess: () => toast.success('Anwesenheit korrigiert', { description: `${row.personName}, ${dateLabel}: ${attended ? 'nicht teilgenommen' : 'teilgenommen'}.` }),
        onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
      },
    );
  };
  return (
    <button
      type="button"
      data-grid-row={position[0]}
      data-grid-column={position[1]}
      aria-pressed={attended}
      aria-label={`${row.personName}, ${dateLabel}: ${CELL_WORDS[cell.state]}`}
      title={attended ? 'Als nicht teilgenommen markieren' : 'Als teilgenommen markieren'}
      aria-busy={correct.isPending}
      onClick={toggle}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-base font-semibold transition-colors hover:ring-2 hover:ring-brand-300',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-busy:opacity-60',
        CELL_TONE[cell.state],
      )}
    >
      {correct.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <span aria-hidden="true">{sign}</span>}
    </button>
  );
}

function Legend({ prevention, needed, total }: { prevention: boolean; needed: number; total: number }) {
  const shown: CellState[] = ['attended', 'absent', 'unrecorded', 'ahead'];
  return (
    <div className="grid gap-2 text-sm text-muted-foreground">
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Zeichenerklärung">
        {shown.map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('inline-flex size-6 items-center justify-center rounded border border-border text-xs font-semibold', CELL_TONE[state])}>
              {CELL_SIGNS[state]}
            </span>
            {state === 'ahead' ? 'leer: steht bevor' : CELL_WORDS[state]}
          </li>
        ))}
      </ul>
      <p>
        Ein Klick auf ein Feld eines vergangenen Termins korrigiert die Anwesenheit.
        {prevention && total > 0 ? ` Für die Teilnahmebescheinigung sind ${needed} von ${total} Terminen nötig (80 %).` : ''}
      </p>
    </div>
  );
}

function IssueCertificates({ series, finished }: { series: AdminSeries; finished: boolean }) {
  const issue = useIssueSeriesCertificates();
  const run = () =>
    issue.mutate(series.id, {
      onSuccess: ({ issued, message }) => toast.success(issued === 0 ? 'Keine neuen Bescheinigungen' : 'Bescheinigungen ausgestellt', { description: message }),
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  return (
    <Button onClick={run} disabled={!finished || issue.isPending} aria-describedby={finished ? undefined : 'certificates-later'}>
      {issue.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Award aria-hidden="true" />}
      Bescheinigungen ausstellen
    </Button>
  );
}

/** The attendance grid of a series: corrected by a click, printed on its own, certificates issued and reissued. */
export function AttendanceSection({ series }: { series: AdminSeries }) {
  const attendance = useSeriesAttendance(series.id);
  const [now] = useState(() => Date.now());
  return (
    <QueryState query={attendance} errorTitle="Die Anwesenheit konnte nicht geladen werden">
      {(data) => {
        const dates = [...data.dates].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
        const needed = data.datesNeeded ?? datesNeededForCertificate(data.totalDates);
        return (
          <div className="grid min-w-0 gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <Legend prevention={series.isPrevention} needed={needed} total={data.totalDates} />
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Drucken
                </Button>
                {series.isPrevention ? <IssueCertificates series={series} finished={data.finished} /> : null}
              </div>
            </div>
            {series.isPrevention && !data.finished ? (
              <p id="certificates-later" className="text-sm text-muted-foreground">
                Bescheinigungen können nach dem letzten Termin ausgestellt werden; das System stellt sie danach auch selbst aus.
              </p>
            ) : null}
            {data.rows.length === 0 ? (
              <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">Noch niemand ist für diese Reihe angemeldet.</p>
            ) : (
              <Card className="min-w-0 overflow-hidden shadow-none">
                {/*
                  Zero wide to the layout (then as wide as its box), so a long row of dates scrolls in here, not the
                  page; positioned, so the cells' screen-reader texts stay inside it too.
                */}
                <div className="relative w-0 min-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" role="region" aria-label="Anwesenheitsliste" tabIndex={0}>
                  <table className="w-full border-separate border-spacing-0 text-sm" onKeyDown={moveInGrid}>
                    <caption className="sr-only">Anwesenheit: eine Zeile je Person, eine Spalte je Termin</caption>
                    <thead className="bg-muted text-xs text-muted-foreground">
                      <tr>
                        <th scope="col" className="sticky left-0 z-10 border-b bg-muted px-4 py-3 text-left font-semibold">
                          Name
                        </th>
                        {dates.map((date) => (
                          <th key={date.sessionId} scope="col" className="border-b px-1 py-3 text-center font-semibold whitespace-nowrap">
                            {/* Weekday, day and time on lines of their own keep a column as narrow as its buttons. */}
                            {shortDay(date.startsAt)
                              .split(' ')
                              .map((part) => (
                                <span key={part} className={cn('block tabular-nums', date.status === 'cancelled' && 'line-through')}>
                                  {part}
                                </span>
                              ))}
                            <span className="block font-normal">{date.status === 'cancelled' ? 'abgesagt' : date.replacesSessionId ? 'Ersatz' : berlinTimeString(new Date(date.startsAt))}</span>
                          </th>
                        ))}
                        <th scope="col" className="border-b px-3 py-3 text-left font-semibold whitespace-nowrap">
                          Besucht
                        </th>
                        {series.isPrevention ? (
                          <th scope="col" className="border-b px-4 py-3 text-left font-semibold">
                            Bescheinigung
                          </th>
                        ) : null}
                      </tr>
                    </thead>
                    <tbody>
                      {data.rows.map((row, rowIndex) => (
                        <tr key={row.registrationId} data-registration-id={row.registrationId} className="group">
                          <th scope="row" className="sticky left-0 z-10 max-w-36 border-b bg-card px-4 py-2 text-left font-medium break-words text-foreground group-hover:bg-muted sm:max-w-none sm:whitespace-nowrap">
                            {row.personName}
                          </th>
                          {dates.map((date, columnIndex) => (
                            <td key={date.sessionId} className="border-b px-1 py-2 text-center group-hover:bg-muted/40">
                              <Cell seriesId={series.id} row={row} cell={cellOf(row, date, now)} dateLabel={shortDay(date.startsAt)} position={[rowIndex, columnIndex]} />
                            </td>
                          ))}
                          <td className="border-b px-3 py-2 whitespace-nowrap tabular-nums group-hover:bg-muted/40">
                            {row.attendedCount} von {data.totalDates}
                            {series.isPrevention ? (
                              <span className={cn('mt-0.5 block text-xs', row.qualifies ? 'font-medium text-session-mint-ink' : 'text-muted-foreground')}>
                                {row.qualifies ? '80 % erreicht' : `${needed} nötig`}
                              </span>
                            ) : null}
                          </td>
                          {series.isPrevention ? (
                            <td className="border-b px-4 py-2 group-hover:bg-muted/40">
                              <CertificateCell row={row} finished={data.finished} />
                            </td>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Card>
            )}
            <AttendancePrint series={series} attendance={data} dates={dates} now={now} />
          </div>
        );
      }}
    </QueryState>
  );
}
