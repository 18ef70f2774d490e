import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/posts */
export function AdminPostsPage() {
  return <AdminPageHeader title="Beiträge" description="Neuigkeiten für „Aktuelles“ schreiben, bebildern und veröffentlichen." />;
}

export default AdminPostsPage;
