import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/bookings */
export function AdminBookingsPage() {
  return <AdminPageHeader title="Buchungen" description="Alle Buchungen mit Mitglied, Kurs, Termin und Status." />;
}

export default AdminBookingsPage;
