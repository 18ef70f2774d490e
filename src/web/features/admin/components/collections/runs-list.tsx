import { formatMoney } from '@shared/money';
import type { CollectionRun } from '@shared/schemas/collections';
import { germanDay } from '@shared/time';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { RunStatusBadge } from './collection-badges';
import { RunActions, runName } from './run-actions';

type OpenRun = (run: CollectionRun) => void;

/** The collection date opens the run with its debits. */
function RunOpener({ run, onOpen, className }: { run: CollectionRun; onOpen: OpenRun; className?: string }) {
  return (
    <Button variant="link" className={className ?? 'h-auto p-0 tabular-nums'} onClick={() => onOpen(run)} aria-label={`${runName(run)} öffnen`}>
      {germanDay(run.collectionDate)}
    </Button>
  );
}

function RunStatus({ run }: { run: CollectionRun }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <RunStatusBadge status={run.status} />
      {run.returnedCount > 0 ? <span className="text-xs font-medium text-red-800">{run.returnedCount} zurückgegeben</span> : null}
    </span>
  );
}

const columns = (onOpen: OpenRun): ListColumn<CollectionRun>[] => [
  { header: 'Datum', cell: (run) => <RunOpener run={run} onOpen={onOpen} />, rowHeader: true, className: 'whitespace-nowrap' },
  { header: 'Status', cell: (run) => <RunStatus run={run} /> },
  { header: 'Anzahl', cell: (run) => run.transactionCount.toLocaleString('de-DE'), className: 'text-right tabular-nums', headerClassName: 'text-right' },
  { header: 'Summe', cell: (run) => formatMoney(run.controlSum), className: 'whitespace-nowrap text-right tabular-nums', headerClassName: 'text-right' },
];

function RunCard({ run, onOpen }: { run: CollectionRun; onOpen: OpenRun }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold text-foreground">
          Einzug am <RunOpener run={run} onOpen={onOpen} className="h-auto p-0 text-base tabular-nums" />
        </p>
        <RunStatusBadge status={run.status} className="shrink-0" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Anzahl</dt>
        <dd className="tabular-nums">{run.transactionCount.toLocaleString('de-DE')}</dd>
        <dt className="text-muted-foreground">Summe</dt>
        <dd className="tabular-nums">{formatMoney(run.controlSum)}</dd>
        {run.returnedCount > 0 ? (
          <>
            <dt className="text-muted-foreground">Zurückgegeben</dt>
            <dd className="tabular-nums">{run.returnedCount.toLocaleString('de-DE')}</dd>
          </>
        ) : null}
      </dl>
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <RunActions run={run} />
      </div>
    </>
  );
}

/** The runs, newest first: collection date (opens the run's debits), status, count and sum of the file, and what can be done with each. */
export function RunsList({ runs, onOpen }: { runs: CollectionRun[]; onOpen: OpenRun }) {
  return (
    <ResponsiveList
      caption="Lastschriftläufe, neueste zuerst"
      rows={runs}
      columns={columns(onOpen)}
      card={(run) => <RunCard run={run} onOpen={onOpen} />}
      actions={(run) => <RunActions run={run} compact />}
      rowProps={(run) => ({ 'data-run': run.collectionDate })}
    />
  );
}
