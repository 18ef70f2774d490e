import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/settings */
export function AdminSettingsPage() {
  return <AdminPageHeader title="Einstellungen" description="Name, Beschreibung und Kontaktdaten der Website festlegen." />;
}

export default AdminSettingsPage;
