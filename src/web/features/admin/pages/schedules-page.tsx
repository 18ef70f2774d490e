import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/schedules */
export function AdminSchedulesPage() {
  return <AdminPageHeader title="Zeitpläne" description="Wiederkehrende wöchentliche Kurstermine mit Trainer und Raum festlegen." />;
}

export default AdminSchedulesPage;
