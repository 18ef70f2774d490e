import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/payments */
export function AdminPaymentsPage() {
  return <AdminPageHeader title="Zahlungen" description="Umsatz, offene und abgeschlossene Zahlungen im Überblick." />;
}

export default AdminPaymentsPage;
