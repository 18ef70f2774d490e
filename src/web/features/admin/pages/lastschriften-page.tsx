import { useState } from 'react';
import { Landmark } from 'lucide-react';
import type { CollectionRun } from '@shared/schemas/collections';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { useCollectionRuns } from '../api/get-collection-runs';
import { CreateRunForm } from '../components/collections/create-run-form';
import { DueSummary } from '../components/collections/due-summary';
import { RunDetailDialog } from '../components/collections/run-detail-dialog';
import { RunsList } from '../components/collections/runs-list';

/**
 * /admin/lastschriften: what is due, a new collection run for a date, and the runs with their files. A run
 * goes to the bank through the online banking; the office then marks it handed over, or cancels it before.
 */
export function AdminLastschriftenPage() {
  const overview = useCollectionRuns();
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpen, setLastOpen] = useState<CollectionRun | null>(null);
  // The detail keeps its run while it closes, and shows a just-created run before the list has it.
  const listed = (openId && overview.data?.runs.find((run) => run.id === openId)) || null;
  if (listed && listed !== lastOpen) setLastOpen(listed);

  return (
    <>
      <AdminPageHeader title="Lastschriften" description="Fällige SEPA-Lastschriften als Datei für das Online-Banking, mit Vorabankündigung, Rechnungen und Rücklastschriften." />
      <QueryState query={overview} errorTitle="Die Lastschriften konnten nicht geladen werden">
        {(data) => (
          <div className="grid gap-6">
            <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
              <DueSummary overview={data} />
              <CreateRunForm overview={data} onCreated={setOpenId} />
            </div>
            <section aria-labelledby="laeufe-titel" className="grid gap-3">
              <h2 id="laeufe-titel" className="text-lg font-semibold text-brand-950">
                Lastschriftläufe
              </h2>
              {data.runs.length === 0 ? (
                <EmptyState icon={Landmark} title="Noch kein Lastschriftlauf">
                  Ein Lauf fasst alle fälligen Lastschriften zu einer Datei zusammen, die Sie im Online-Banking hochladen.
                </EmptyState>
              ) : (
                <RunsList runs={data.runs} onOpen={(run) => setOpenId(run.id)} />
              )}
            </section>
          </div>
        )}
      </QueryState>
      <RunDetailDialog run={listed ?? lastOpen} open={openId !== null} onOpenChange={(isOpen) => !isOpen && setOpenId(null)} />
    </>
  );
}

export default AdminLastschriftenPage;
