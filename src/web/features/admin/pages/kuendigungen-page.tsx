import { useState } from 'react';
import { FileX } from 'lucide-react';
import { NOTICE_STATES, type NoticeState } from '@shared/enums';
import { NOTICE_STATE_LABELS } from '@shared/labels';
import type { AdminContractNotice } from '@shared/schemas/contract-notices';
import { PagedList, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { useAdminContractNotices } from '../api/get-admin-contract-notices';
import { AnswerDialog } from '../components/contract-notices/answer-dialog';
import { NoticesList, type NoticeAction } from '../components/contract-notices/notices-list';

type StateFilter = 'alle' | NoticeState;

/** /admin/kuendigungen: every notice sent through 'Verträge hier kündigen', newest first; open ones are confirmed or rejected. */
export function AdminKuendigungenPage() {
  const [state, setState] = useState<StateFilter>('alle');
  const paging = usePaging(20);
  const list = useAdminContractNotices({ state: state === 'alle' ? undefined : state, page: paging.page, pageSize: paging.pageSize });
  const [open, setOpen] = useState<{ notice: AdminContractNotice; action: NoticeAction } | null>(null);
  const openCount = list.data?.open ?? 0;

  function chooseState(next: StateFilter) {
    setState(next);
    paging.restart();
  }

  return (
    <>
      <AdminPageHeader
        title={openCount > 0 ? `Kündigungen (${openCount} offen)` : 'Kündigungen'}
        description="Kündigungen über „Verträge hier kündigen“ prüfen, bestätigen oder ablehnen. Jede Antwort geht per E-Mail an den Absender."
      />
      <PagedList
        query={list}
        paging={paging}
        errorTitle="Die Kündigungen konnten nicht geladen werden"
        noun={{ one: 'Kündigung', many: 'Kündigungen' }}
        rows={(data) => data.notices}
        toolbar={
          <FilterChipGroup aria-label="Status">
            <FilterChip pressed={state === 'alle'} onClick={() => chooseState('alle')}>
              Alle
            </FilterChip>
            {NOTICE_STATES.map((s) => (
              <FilterChip key={s} pressed={state === s} onClick={() => chooseState(s)} count={s === 'received' && list.data ? openCount : undefined}>
                {NOTICE_STATE_LABELS[s]}
              </FilterChip>
            ))}
          </FilterChipGroup>
        }
        empty={() =>
          state === 'alle' ? (
            <EmptyState icon={FileX} title="Noch keine Kündigungen">
              Kündigungen über den Link „Verträge hier kündigen“ im Fuß jeder Seite erscheinen hier.
            </EmptyState>
          ) : (
            <EmptyState icon={FileX} title={`Keine Kündigungen mit dem Status „${NOTICE_STATE_LABELS[state]}“`} />
          )
        }
      >
        {(rows) => <NoticesList notices={rows} busy={list.isPlaceholderData} onAction={(notice, action) => setOpen({ notice, action })} />}
      </PagedList>
      <AnswerDialog open={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default AdminKuendigungenPage;
