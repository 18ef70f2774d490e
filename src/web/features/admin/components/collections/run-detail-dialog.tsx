import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { CollectionCharge, CollectionRun } from '@shared/schemas/collections';
import { returnReasonText } from '@shared/sepa-return-reasons';
import { germanDay } from '@shared/time';
import { QueryState } from '@/components/data/query-state';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { FormDialog } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { dateTime } from '@/lib/session-format';
import { useCollectionRun } from '@/features/admin/api/get-collection-run';
import { ChargeStatusBadge, debitsText, RunStatusBadge, SEQUENCE_LABELS } from './collection-badges';
import { RunActions } from './run-actions';
import { ReturnForm } from './return-form';
import { DetailFact } from '@/components/data/detail-fact';

type RunDetailDialogProps = { run: CollectionRun | null; open: boolean; onOpenChange: (open: boolean) => void };

/** One run: its facts, its actions, and its debits, where a collected one can be recorded as returned. */
export function RunDetailDialog({ run, open, onOpenChange }: RunDetailDialogProps) {
  return (
    <Dialog open={open && !!run} onOpenChange={onOpenChange}>
      {run ? (
        <DialogContent className="sm:max-w-5xl">
          <RunDetail row={run} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RunDetail({ row }: { row: CollectionRun }) {
  const detail = useCollectionRun(row.id);
  const run = detail.data?.run ?? row;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Lastschriftlauf zum {germanDay(run.collectionDate)}</DialogTitle>
        <DialogDescription>
          {debitsText(run.transactionCount)} über {formatMoney(run.controlSum)}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-4 rounded-xl bg-muted p-4 text-sm sm:grid-cols-4">
        <DetailFact label="Status">
          <RunStatusBadge status={run.status} />
        </DetailFact>
        <DetailFact label="Einzugsdatum">{germanDay(run.collectionDate)}</DetailFact>
        <DetailFact label="Erstellt">
          {dateTime(run.createdAt)}
          {run.createdByName ? <span className="block text-xs font-normal text-muted-foreground">{run.createdByName}</span> : null}
        </DetailFact>
        <DetailFact label="Nachrichten-ID">
          <span className="font-mono text-xs">{run.messageId}</span>
        </DetailFact>
      </dl>
      <div className="grid gap-2 sm:flex sm:flex-wrap" role="group" aria-label="Aktionen">
        <RunActions run={run} />
      </div>
      <QueryState
        query={detail}
        errorTitle="Die Lastschriften konnten nicht geladen werden"
        loading={
          <div className="flex justify-center py-6">
            <Spinner label="Lädt..." />
          </div>
        }
      >
        {(data) =>
          data.run.status === 'cancelled' ? (
            <p className="rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
              Der Lauf ist storniert: Seine Lastschriften sind wieder fällig und kommen in den nächsten Lauf. Die Datei bleibt zum Nachlesen erhalten.
            </p>
          ) : (
            <ChargesList charges={data.charges} />
          )
        }
      </QueryState>
    </>
  );
}

const columns: ListColumn<CollectionCharge>[] = [
  {
    header: 'Mitglied',
    cell: (charge) => (
      <>
        <span className="block font-medium text-foreground">{charge.member.name}</span>
        <span className="block text-xs break-words text-muted-foreground">{charge.description}</span>
      </>
    ),
    rowHeader: true,
    className: 'font-normal',
  },
  { header: 'Betrag', cell: (charge) => formatMoney(charge.amount), className: 'whitespace-nowrap text-right tabular-nums', headerClassName: 'text-right' },
  {
    header: 'Mandat',
    cell: (charge) => (
      <>
        <span className="block font-mono text-xs break-all">{charge.mandateReference}</span>
        <span className="block text-xs text-muted-foreground">
          {charge.sequenceType ? SEQUENCE_LABELS[charge.sequenceType] : '–'}
          {charge.mandateRevoked ? <span className="font-semibold text-red-800"> · widerrufen</span> : null}
        </span>
      </>
    ),
  },
  { header: 'End-to-End-ID', cell: (charge) => <span className="font-mono text-xs break-all">{charge.endToEndId ?? '–'}</span> },
  {
    header: 'Status',
    cell: (charge) => (
      <>
        <ChargeStatusBadge status={charge.status} />
        {charge.returnReason ? (
          <span className="mt-1 block text-xs text-muted-foreground">
            {returnReasonText(charge.returnReason)}
            {charge.returnFee ? `, Gebühr ${formatMoney(charge.returnFee)}` : ''}
          </span>
        ) : null}
      </>
    ),
  },
];

function ChargesList({ charges }: { charges: CollectionCharge[] }) {
  return (
    <ResponsiveList
      caption="Lastschriften des Laufs"
      rows={charges}
      columns={columns}
      actions={charges.some((charge) => charge.status === 'collected') ? (charge) => (charge.status === 'collected' ? <ReturnButton charge={charge} /> : null) : undefined}
      actionsHeader="Rückgabe"
    />
  );
}

function ReturnButton({ charge }: { charge: CollectionCharge }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      width="lg"
      title="Rücklastschrift erfassen"
      description={`${charge.member.name}: ${formatMoney(charge.amount)} (${charge.description})`}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Rücklastschrift erfassen: ${charge.member.name}, ${formatMoney(charge.amount)}`}>
          <Undo2 aria-hidden="true" />
          Rücklastschrift erfassen
        </Button>
      }
    >
      {(close) => <ReturnForm charge={charge} onBusy={setBusy} onDone={close} />}
    </FormDialog>
  );
}
