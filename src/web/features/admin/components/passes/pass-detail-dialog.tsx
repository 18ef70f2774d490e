import { useId } from 'react';
import { CirclePause, SquarePen, TicketX } from 'lucide-react';
import { familyDiscountLabel } from '@shared/family-discount';
import { PASS_TYPE_LABELS } from '@shared/labels';
import { passBalanceText, PASS_TEXTS } from '@shared/schemas/pass-texts';
import type { AdminPass } from '@shared/schemas/passes';
import { QueryState } from '@/components/data/query-state';
import { PassStateBadge } from '@/components/data/status-badges';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { shortDate } from '@/lib/session-format';
import { useAdminPass } from '@/features/admin/api/get-admin-pass';
import { CancelForm } from './cancel-form';
import { CorrectionForm } from './correction-form';
import { PassActionDialog } from './pass-action-dialog';
import { PassHistory } from './pass-history';
import { PauseForm } from './pause-form';
import { PassPayment } from './passes-list';
import { germanDay, passActions, validityText } from './pass-text';
import { DetailFact } from '@/components/data/detail-fact';

type PassDetailDialogProps = { pass: AdminPass | null; open: boolean; onOpenChange: (open: boolean) => void };

/** One pass: its facts, what the office may still do with it, and its whole history. */
export function PassDetailDialog({ pass, open, onOpenChange }: PassDetailDialogProps) {
  return (
    <Dialog open={open && !!pass} onOpenChange={onOpenChange}>
      {pass ? (
        <DialogContent className="sm:max-w-3xl">
          <PassDetail row={pass} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The list's row shows at once; the detail query brings the history and the state after each change. */
function PassDetail({ row }: { row: AdminPass }) {
  const historyId = useId();
  const detail = useAdminPass(row.id);
  const pass = detail.data ?? row;
  const order = detail.data?.order ?? null;
  const allowed = passActions(pass);
  const anyAction = allowed.correct || allowed.pause || allowed.cancel;

  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{pass.productName}</DialogTitle>
        <DialogDescription className="break-words">
          {pass.member.name}
          {pass.familyMemberName ? ` (für ${pass.familyMemberName})` : ''} · {pass.member.email}
        </DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-2 gap-4 rounded-xl bg-muted p-4 text-sm sm:grid-cols-3">
        <DetailFact label="Status">
          <PassStateBadge status={pass.state} />
        </DetailFact>
        <DetailFact label="Eintritte">{passBalanceText(pass)}</DetailFact>
        <DetailFact label="Gültig">{validityText(pass)}</DetailFact>
        <DetailFact label="Art">
          {PASS_TYPE_LABELS[pass.passType]}
          {pass.courseName ? `, nur ${pass.courseName}` : ''}
        </DetailFact>
        <DetailFact label="Zahlung">
          <PassPayment pass={pass} />
          {pass.payment?.method ? <span className="mt-1 block text-xs font-normal text-muted-foreground">{pass.payment.method}</span> : null}
          {pass.familyDiscountPercent ? <span className="mt-1 block text-xs font-normal text-muted-foreground">{familyDiscountLabel(pass.familyDiscountPercent)}</span> : null}
        </DetailFact>
        <DetailFact label={order ? 'Online bestellt am' : 'Verkauft am'}>{shortDate(pass.createdAt)}</DetailFact>
        {order?.mandateReference ? (
          <DetailFact label="SEPA-Mandat">
            <span className="font-mono">{order.mandateReference}</span>
            {order.mandateRevoked ? <span className="mt-1 block text-xs font-normal text-destructive">widerrufen</span> : null}
          </DetailFact>
        ) : null}
        {order?.endsOn ? <DetailFact label="Vertragsende">{germanDay(order.endsOn)}</DetailFact> : null}
      </dl>

      {/* A pause matters while the pass can be used; a cancelled or used-up pass keeps it only on record. */}
      {pass.pause && (pass.state === 'active' || pass.state === 'paused') ? (
        <p className="rounded-lg border border-session-sand-ink/20 bg-session-sand p-3 text-sm text-session-sand-ink">
          {pass.state === 'paused' ? 'Pausiert' : 'Pause geplant'} vom {germanDay(pass.pause.startsOn)} bis {germanDay(pass.pause.endsOn)}: {pass.pause.reason}
        </p>
      ) : null}

      {anyAction ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Aktionen">
          {allowed.correct ? (
            <PassActionDialog
              pass={pass}
              title="Eintritte korrigieren"
              trigger={
                <Button variant="outline">
                  <SquarePen aria-hidden="true" />
                  Korrektur
                </Button>
              }
            >
              {(close, onBusy) => <CorrectionForm pass={pass} onBusy={onBusy} onDone={close} />}
            </PassActionDialog>
          ) : null}
          {allowed.pause ? (
            <PassActionDialog
              pass={pass}
              title="Karte pausieren"
              trigger={
                <Button variant="outline">
                  <CirclePause aria-hidden="true" />
                  Pausieren
                </Button>
              }
            >
              {(close, onBusy) => <PauseForm pass={pass} onBusy={onBusy} onDone={close} />}
            </PassActionDialog>
          ) : null}
          {allowed.cancel ? (
            <PassActionDialog
              pass={pass}
              title="Karte stornieren"
              trigger={
                <Button variant="outline" className="text-destructive hover:bg-red-50 hover:text-red-800">
                  <TicketX aria-hidden="true" />
                  Stornieren
                </Button>
              }
            >
              {(close, onBusy) => <CancelForm pass={pass} onBusy={onBusy} onDone={close} />}
            </PassActionDialog>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{PASS_TEXTS.notChangeable}</p>
      )}

      <section aria-labelledby={historyId} className="grid gap-3">
        <h3 id={historyId} className="text-base font-semibold text-brand-950">
          Verlauf
        </h3>
        <QueryState
          query={detail}
          errorTitle="Der Verlauf konnte nicht geladen werden"
          loading={
            <div className="flex justify-center py-6">
              <Spinner label="Lädt..." />
            </div>
          }
        >
          {(data) => <PassHistory pass={data} />}
        </QueryState>
      </section>
    </>
  );
}
