import { useSearchParams } from 'react-router';
import { useState } from 'react';
import { CalendarClock, Tickets } from 'lucide-react';
import { PASS_STATES, type PassState } from '@shared/enums';
import { PASS_STATE_LABELS } from '@shared/labels';
import { PASS_EXPIRING_DAYS, PASS_EXPIRING_FILTER } from '@shared/schemas/pass-texts';
import type { AdminPass } from '@shared/schemas/passes';
import { PagedList, usePagedSearch, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { useAdminPasses } from '../api/get-admin-passes';
import { PassDetailDialog } from '../components/passes/pass-detail-dialog';
import { PassesList } from '../components/passes/passes-list';
import { SellPassDialog } from '../components/passes/sell-pass-dialog';

type StateFilter = 'alle' | PassState;

/** /admin/karten: every pass sold, newest first, by state, running out soon or by member; a pass opens with its history. */
export function AdminKartenPage() {
  const [state, setState] = useState<StateFilter>('alle');
  // The dashboard's 'Laufen bald ab' counter links here with ?filter=bald-ablaufend.
  const [searchParams] = useSearchParams();
  const [expiring, setExpiring] = useState(() => searchParams.get('filter') === PASS_EXPIRING_FILTER);
  const paging = usePaging(20);
  const search = usePagedSearch(paging);
  const list = useAdminPasses({
    state: state === 'alle' ? undefined : state,
    expiring: expiring || undefined,
    q: search.term || undefined,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpen, setLastOpen] = useState<AdminPass | null>(null);
  // The detail keeps its pass while it closes, and while a change moves the pass off the page's filter.
  const listed = (openId && list.data?.passes.find((pass) => pass.id === openId)) || null;
  if (listed && listed !== lastOpen) setLastOpen(listed);
  const filtered = state !== 'alle' || expiring || search.term !== '';

  function chooseState(next: StateFilter) {
    setState(next);
    paging.restart();
  }

  function toggleExpiring() {
    setExpiring((on) => !on);
    paging.restart();
  }

  return (
    <>
      <AdminPageHeader
        title="Karten & Abos"
        description="Verkaufte Karten und Mitgliedschaften mit Restguthaben, Gültigkeit und Verlauf."
        actions={<SellPassDialog />}
      />
      <PagedList
        query={list}
        paging={paging}
        errorTitle="Die Karten konnten nicht geladen werden"
        noun={{ one: 'Karte', many: 'Karten' }}
        rows={(data) => data.passes}
        search={{ label: 'Karten durchsuchen', placeholder: 'Name oder E-Mail des Mitglieds', ...search }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterChipGroup aria-label="Status">
              <FilterChip pressed={state === 'alle'} onClick={() => chooseState('alle')}>
                Alle
              </FilterChip>
              {PASS_STATES.map((s) => (
                <FilterChip key={s} pressed={state === s} onClick={() => chooseState(s)} className="capitalize">
                  {PASS_STATE_LABELS[s]}
                </FilterChip>
              ))}
            </FilterChipGroup>
            <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border sm:block" />
            <FilterChipGroup aria-label="Laufzeit">
              <FilterChip pressed={expiring} onClick={toggleExpiring}>
                <CalendarClock aria-hidden="true" className="size-4" />
                Läuft bald ab
              </FilterChip>
            </FilterChipGroup>
          </div>
        }
        notes={() =>
          expiring ? <p className="text-sm text-muted-foreground">Noch gültige Karten, die in den nächsten {PASS_EXPIRING_DAYS} Tagen enden.</p> : null
        }
        empty={() =>
          filtered ? (
            <EmptyState icon={Tickets} title="Keine Karten gefunden">
              Ändern Sie die Suche oder den Filter.
            </EmptyState>
          ) : (
            <EmptyState icon={Tickets} title="Noch keine Karten verkauft">
              Über „Karte verkaufen“ erhält ein Mitglied eine 10er-Karte, Monatskarte oder ein anderes Produkt aus den Preisen.
            </EmptyState>
          )
        }
      >
        {(rows) => <PassesList passes={rows} busy={list.isPlaceholderData} onOpen={(pass) => setOpenId(pass.id)} />}
      </PagedList>
      <PassDetailDialog pass={listed ?? lastOpen} open={openId !== null} onOpenChange={(isOpen) => !isOpen && setOpenId(null)} />
    </>
  );
}

export default AdminKartenPage;
