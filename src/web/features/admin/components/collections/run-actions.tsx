import { Ban, FileDown, Landmark } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { CollectionRun } from '@shared/schemas/collections';
import { germanDay } from '@shared/time';
import { serverMessage } from '@/components/form/save-with-feedback';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { toast } from '@/lib/toast';
import { useCancelCollectionRun } from '@/features/admin/api/cancel-collection-run';
import { collectionRunFileUrl } from '@/features/admin/api/get-collection-runs';
import { useSubmitCollectionRun } from '@/features/admin/api/submit-collection-run';
import { debitsText } from './collection-badges';

export const runName = (run: CollectionRun) => `Lauf zum ${germanDay(run.collectionDate)}`;

/**
 * What the office can do with a run: download its file, and while it is open, cancel it or mark it handed
 * to the bank (each asks first). Each button names the run, as several runs stand in one list; `compact`
 * shortens the download's label for the table's row.
 */
export function RunActions({ run, compact = false }: { run: CollectionRun; compact?: boolean }) {
  const cancel = useCancelCollectionRun();
  const submit = useSubmitCollectionRun();
  const busy = cancel.isPending || submit.isPending;
  const summary = `${debitsText(run.transactionCount)} über ${formatMoney(run.controlSum)}`;

  async function act(action: typeof cancel | typeof submit, failureTitle: string) {
    try {
      const { message } = await action.mutateAsync(run.id);
      toast.success(message, { description: `${runName(run)}: ${summary}.` });
    } catch (error) {
      toast.error(failureTitle, { description: serverMessage(error) });
    }
  }

  return (
    <>
      <a
        href={collectionRunFileUrl(run.id)}
        download={`lastschriften-${run.collectionDate}.xml`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`Datei herunterladen: ${runName(run)}`}
      >
        <FileDown aria-hidden="true" />
        {compact ? 'Datei' : 'Datei herunterladen'}
      </a>
      {run.status === 'created' ? (
        <>
          <ConfirmAction
            trigger={
              <Button variant="outline" size="sm" disabled={busy} className="text-destructive hover:bg-red-50 hover:text-red-800" aria-label={`Stornieren: ${runName(run)}`}>
                <Ban aria-hidden="true" />
                Stornieren
              </Button>
            }
            title={`${runName(run)} stornieren?`}
            description={
              <div className="grid gap-2">
                <p>Die {summary} sind danach wieder fällig und kommen in den nächsten Lauf.</p>
                <p>Die Datei bleibt zum Nachlesen erhalten. Laden Sie sie nicht mehr im Online-Banking hoch.</p>
              </div>
            }
            confirmLabel="Lauf stornieren"
            onConfirm={() => void act(cancel, 'Lauf nicht storniert')}
          />
          <ConfirmAction
            trigger={
              <Button size="sm" disabled={busy} aria-label={`An die Bank übergeben: ${runName(run)}`}>
                <Landmark aria-hidden="true" />
                An die Bank übergeben
              </Button>
            }
            title="Datei an die Bank übergeben?"
            description={
              <div className="grid gap-2">
                <p>Bestätigen Sie das erst, wenn Sie die Datei im Online-Banking hochgeladen haben.</p>
                <p>
                  Die {summary} gelten dann als eingezogen, die Zahlungen als bezahlt, und die Mitglieder erhalten ihre Rechnungen. Das lässt sich nicht rückgängig
                  machen.
                </p>
              </div>
            }
            confirmLabel="An die Bank übergeben"
            destructive={false}
            onConfirm={() => void act(submit, 'Nicht an die Bank übergeben')}
          />
        </>
      ) : null}
    </>
  );
}
