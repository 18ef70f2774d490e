import { useState } from 'react';
import { History } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';
import { AuditList } from '../components/audit/audit-list';
import { ALL_ENTITIES, EntitySelect, type EntityFilter } from '../components/audit/entity-select';
import { ListPager } from '../components/list-pager';

const PAGE_SIZE = 50;
const countLabel = (n: number) => (n === 1 ? '1 Eintrag' : `${n.toLocaleString('de-DE')} Einträge`);

/** /admin/protokoll: who changed what in the admin screens, newest first. */
export function AdminProtokollPage() {
  const [entity, setEntity] = useState<EntityFilter>(ALL_ENTITIES);
  const [page, setPage] = useState(1);
  const log = useAuditLog({ entity: entity === ALL_ENTITIES ? undefined : entity, page, pageSize: PAGE_SIZE });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <AdminPageHeader title="Protokoll" description="Wer hat wann was in der Verwaltung geändert – neueste Änderungen zuerst." />
      {log.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : log.isError && !data ? (
        <LoadError title="Das Protokoll konnte nicht geladen werden" onRetry={() => void log.refetch()} />
      ) : (
        <div className="grid gap-4">
          <div className="sm:w-64">
            <EntitySelect
              value={entity}
              onChange={(value) => {
                setEntity(value);
                setPage(1);
              }}
            />
          </div>
          {data!.total > 0 ? (
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {countLabel(data!.total)}
            </p>
          ) : null}
          {data!.entries.length === 0 ? (
            <EmptyState icon={History} title="Noch keine Einträge im Protokoll" />
          ) : (
            <AuditList entries={data!.entries} busy={log.isPlaceholderData} />
          )}
          <ListPager page={data!.page} pages={pages} onPage={setPage} />
        </div>
      )}
    </>
  );
}

export default AdminProtokollPage;
