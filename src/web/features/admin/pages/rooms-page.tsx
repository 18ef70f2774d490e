import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/rooms */
export function AdminRoomsPage() {
  return <AdminPageHeader title="Räume" description="Räume mit Typ, Kapazität und Ausstattung verwalten." />;
}

export default AdminRoomsPage;
