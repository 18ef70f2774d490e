import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/media */
export function AdminMediaPage() {
  return <AdminPageHeader title="Medien" description="Bilder hochladen, verwalten und in Seiten und Beiträgen verwenden." />;
}

export default AdminMediaPage;
