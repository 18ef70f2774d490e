import { AdminPageHeader } from '@/components/layout/admin-page-header';

/** /admin/users */
export function AdminUsersPage() {
  return <AdminPageHeader title="Benutzerverwaltung" description="Benutzerkonten einsehen und Rollen vergeben oder entziehen." />;
}

export default AdminUsersPage;
