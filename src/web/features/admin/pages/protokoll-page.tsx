import { useState } from 'react';
import { History } from 'lucide-react';
import { PagedList, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuditLog } from '../api/get-audit-log';
import { AuditList } from '../components/audit/audit-list';
import { ALL_ENTITIES, EntitySelect, type EntityFilter } from '../components/audit/entity-select';


/** /admin/protokoll: who changed what in the admin screens, newest first. */
export function AdminProtokollPage() {
  const [entity, setEntity] = useState<EntityFilter>(ALL_ENTITIES);
  const paging = usePaging(50);
  const log = useAuditLog({ entity: entity === ALL_ENTITIES ? undefined : entity, page: paging.page, pageSize: paging.pageSize });

  return (
    <>
      <AdminPageHeader title="Protokoll" description="Wer hat wann was in der Verwaltung geändert – neueste Änderungen zuerst." />
      <PagedList
        query={log}
        paging={paging}
        errorTitle="Das Protokoll konnte nicht geladen werden"
        noun={{ one: 'Eintrag', many: 'Einträge' }}
        rows={(data) => data.entries}
        filters={() => (
          <div className="sm:w-64">
            <EntitySelect
              value={entity}
              onChange={(value) => {
                setEntity(value);
                paging.restart();
              }}
            />
          </div>
        )}
        empty={() => <EmptyState icon={History} title="Noch keine Einträge im Protokoll" />}
      >
        {(rows) => <AuditList entries={rows} busy={log.isPlaceholderData} />}
      </PagedList>
    </>
  );
}

export default AdminProtokollPage;
