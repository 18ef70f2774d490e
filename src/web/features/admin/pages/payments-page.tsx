import { useState } from 'react';
import { Wallet } from 'lucide-react';
import { PAYMENT_STATUSES, type PaymentStatus } from '@shared/enums';
import { PAYMENT_STATUS_LABELS } from '@shared/labels';
import { PagedList, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { useAdminPayments } from '../api/get-admin-payments';
import { PaymentSummaryCards } from '../components/payments/payment-summary-cards';
import { PaymentsList } from '../components/payments/payments-list';
import { RecordPaymentDialog } from '../components/payments/record-payment-dialog';

type StatusFilter = 'alle' | PaymentStatus;

/** /admin/payments: the four summary cards and every payment, newest first, paged and filtered by status. */
export function AdminPaymentsPage() {
  const [status, setStatus] = useState<StatusFilter>('alle');
  const paging = usePaging(20);
  const list = useAdminPayments({ status: status === 'alle' ? undefined : status, page: paging.page, pageSize: paging.pageSize });

  function chooseStatus(next: StatusFilter) {
    setStatus(next);
    paging.restart();
  }

  return (
    <>
      <AdminPageHeader title="Zahlungen" description="Alle Zahlungen der Mitglieder mit Übersicht und Status." actions={<RecordPaymentDialog />} />
      <PagedList
        query={list}
        paging={paging}
        errorTitle="Die Zahlungen konnten nicht geladen werden"
        noun={{ one: 'Zahlung', many: 'Zahlungen' }}
        rows={(data) => data.payments}
        summary={(data) => <PaymentSummaryCards summary={data.summary} />}
        filters={() => (
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
        )}
        empty={() => <EmptyState icon={Wallet} title="Keine Zahlungen vorhanden" />}
      >
        {(rows) => <PaymentsList payments={rows} busy={list.isPlaceholderData} />}
      </PagedList>
    </>
  );
}

export default AdminPaymentsPage;
