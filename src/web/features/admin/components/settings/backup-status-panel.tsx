import { CircleCheck, DatabaseBackup, TriangleAlert } from 'lucide-react';
import type { BackupRunView, BackupStatus } from '@shared/schemas/backups';
import { berlinGermanDate, berlinTimeString } from '@shared/time';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';

const megabytes = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const sizeText = (bytes: number | null) => (bytes === null ? '' : `${megabytes.format(bytes / 1e6)} MB`);
const when = (iso: string) => `${berlinGermanDate(new Date(iso))}, ${berlinTimeString(new Date(iso))} Uhr`;
const byWhom = (run: BackupRunView) => (run.trigger === 'nightly' ? 'nächtliche Sicherung der App' : '„npm run backup“');

/** Einstellungen → Datensicherung: when the last backup ran and how big it was, the schedule, the copies kept. */
export function BackupStatusPanel({ status }: { status: BackupStatus }) {
  const { last, lastSuccess, schedule, copies, warning } = status;
  return (
    <div className="grid gap-4">
      {warning ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <p>{warning}</p>
        </Alert>
      ) : null}
      <Card className="grid gap-4 p-5 shadow-none" role="region" aria-labelledby="letzte-sicherung">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <DatabaseBackup aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="letzte-sicherung" className="text-base font-semibold text-brand-950">
              Letzte Sicherung
            </h2>
            {lastSuccess ? (
              <>
                <p className="mt-1 flex items-center gap-1.5 font-medium text-brand-950">
                  <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
                  {when(lastSuccess.finishedAt)}
                </p>
                <p className="text-sm break-words text-muted-foreground">
                  {sizeText(lastSuccess.bytes)} · {byWhom(lastSuccess)}
                </p>
              </>
            ) : (
              <p className="mt-1 text-sm text-muted-foreground">Noch keine Sicherung verzeichnet.</p>
            )}
            {last && !last.ok ? <p className="mt-1 text-sm text-red-800">Fehlgeschlagen: {when(last.finishedAt)}</p> : null}
          </div>
        </div>
        <ScheduleText status={status} />
      </Card>
      {schedule ? (
        <Card className="grid gap-3 p-5 shadow-none" role="region" aria-labelledby="gespeicherte-kopien">
          <h2 id="gespeicherte-kopien" className="text-base font-semibold text-brand-950">
            Gespeicherte Kopien ({copies.length})
          </h2>
          {copies.length === 0 ? (
            <p className="text-sm text-muted-foreground">Die erste Kopie entsteht wenige Minuten nach dem Start der App oder in der nächsten Nacht.</p>
          ) : (
            <ul className="divide-y text-sm">
              {copies.map((copy) => (
                <li key={copy.name} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
                  <span className="font-medium text-brand-950">{when(copy.createdAt)}</span>
                  <span className="text-muted-foreground tabular-nums">{sizeText(copy.bytes)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm break-words text-muted-foreground">Ordner: {schedule.folder}</p>
        </Card>
      ) : null}
    </div>
  );
}

function ScheduleText({ status }: { status: BackupStatus }) {
  const { mode, schedule } = status;
  if (mode === 'nightly' && schedule) {
    return (
      <p className="text-sm text-muted-foreground">
        Die App sichert sich jede Nacht um {schedule.time} Uhr selbst und behält die Kopien der letzten {schedule.keepDaily} Tage und {schedule.keepWeekly} Wochen.
        Bitte die Kopien zusätzlich verschlüsselt außerhalb dieses Rechners aufbewahren.
      </p>
    );
  }
  if (mode === 'off') return <p className="text-sm text-muted-foreground">Die nächtliche Sicherung ist ausgeschaltet (BACKUP_TIME=off).</p>;
  return (
    <p className="text-sm text-muted-foreground">
      Mit PostgreSQL sichert der Betreiber die Datenbank (pg_dump oder die Sicherungen des Anbieters). Hier erscheint, wann „npm run backup“ zuletzt lief.
    </p>
  );
}
