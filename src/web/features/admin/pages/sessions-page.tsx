import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/sessions */
export function AdminSessionsPage() {
  return <AdminPageHeader title="Sessions" description="Alle Kurstermine mit Trainer, Raum, Auslastung und Status – die neuesten zuerst." />;
}

export default AdminSessionsPage;
