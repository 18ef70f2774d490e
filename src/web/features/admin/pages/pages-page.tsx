import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/pages */
export function AdminPagesPage() {
  return <AdminPageHeader title="Seiten" description="Inhaltsseiten wie Über uns, Impressum, Datenschutz und AGB bearbeiten und veröffentlichen." />;
}

export default AdminPagesPage;
