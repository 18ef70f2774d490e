import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/menus */
export function AdminMenusPage() {
  return <AdminPageHeader title="Menüs" description="Die Navigationsmenüs der Website mit Ort und Anzahl der Einträge." />;
}

export default AdminMenusPage;
