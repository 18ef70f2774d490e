import { useState } from 'react';
import { Wallet } from 'lucide-react';
import { PAYMENT_STATUSES, type PaymentStatus } from '@shared/enums';
import { PAYMENT_STATUS_LABELS } from '@shared/labels';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminPayments } from '../api/get-admin-payments';
import { ListPager } from '../components/list-pager';
import { PaymentSummaryCards } from '../components/payments/payment-summary-cards';
import { PaymentsList } from '../components/payments/payments-list';
import { RecordPaymentDialog } from '../components/payments/record-payment-dialog';

type StatusFilter = 'alle' | PaymentStatus;

const PAGE_SIZE = 20;

const countLabel = (n: number) => (n === 1 ? '1 Zahlung' : `${n.toLocaleString('de-DE')} Zahlungen`);

/** /admin/payments: the four summary cards and every payment, newest first, paged and filtered by status. */
export function AdminPaymentsPage() {
  const [status, setStatus] = useState<StatusFilter>('alle');
  const [page, setPage] = useState(1);
  const list = useAdminPayments({ status: status === 'alle' ? undefined : status, page, pageSize: PAGE_SIZE });
  const data = list.data;
  const rows = data?.payments ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const firstShown = data && data.total > 0 ? (data.page - 1) * PAGE_SIZE + 1 : 0;

  function chooseStatus(next: StatusFilter) {
    setStatus(next);
    setPage(1);
  }

  return (
    <>
      <AdminPageHeader title="Zahlungen" description="Alle Zahlungen der Mitglieder mit Übersicht und Status." actions={<RecordPaymentDialog />} />
      {list.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : list.isError && !data ? (
        <LoadError title="Die Zahlungen konnten nicht geladen werden" onRetry={() => void list.refetch()} />
      ) : (
        <div className="grid gap-6">
          <PaymentSummaryCards summary={data!.summary} />
          <div className="grid gap-4">
            <FilterChipGroup aria-label="Status">
              <FilterChip pressed={status === 'alle'} onClick={() => chooseStatus('alle')}>
                Alle
              </FilterChip>
              {PAYMENT_STATUSES.map((s) => (
                <FilterChip key={s} pressed={status === s} onClick={() => chooseStatus(s)}>
                  {PAYMENT_STATUS_LABELS[s]}
                </FilterChip>
              ))}
            </FilterChipGroup>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {countLabel(data!.total)}
              {data!.total > rows.length ? `, ${firstShown.toLocaleString('de-DE')}–${(firstShown + rows.length - 1).toLocaleString('de-DE')} werden angezeigt` : ''}
            </p>
            {rows.length === 0 ? (
              <EmptyState icon={Wallet} title="Keine Zahlungen vorhanden" />
            ) : (
              <PaymentsList payments={rows} busy={list.isPlaceholderData} />
            )}
            <ListPager page={page} pages={pages} onPage={setPage} />
          </div>
        </div>
      )}
    </>
  );
}

export default AdminPaymentsPage;
