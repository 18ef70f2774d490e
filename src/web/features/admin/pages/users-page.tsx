import { UserCog } from 'lucide-react';
import { ROLE_LABELS } from '@shared/labels';
import type { AdminUser, AssignableRole } from '@shared/schemas/admin-users';
import { PagedList, usePagedSearch, usePaging } from '@/components/data/paged-list';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminUsers } from '../api/get-admin-users';
import { useRemoveUserRole } from '../api/remove-user-role';
import { UsersList } from '../components/users/users-list';

/** /admin/users: Benutzerverwaltung — accounts with their roles, add and remove roles. */
export function AdminUsersPage() {
  const paging = usePaging(25);
  const search = usePagedSearch(paging);
  const users = useAdminUsers({ q: search.term || undefined, page: paging.page, pageSize: paging.pageSize });
  const remove = useRemoveUserRole();

  function removeRole(user: AdminUser, role: AssignableRole) {
    remove.mutate(
      { userId: user.id, role },
      {
        onSuccess: ({ message }) => toast.success(message, { description: `${user.name}: ${ROLE_LABELS[role]}` }),
        onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <>
      <AdminPageHeader title="Benutzerverwaltung" description="Benutzerkonten mit ihren Rollen; Rollen hinzufügen und entfernen." />
      <PagedList
        query={users}
        paging={paging}
        errorTitle="Die Benutzer konnten nicht geladen werden"
        noun={{ one: 'Benutzerkonto', many: 'Benutzerkonten' }}
        rows={(data) => data.users}
        search={{ label: 'Benutzer durchsuchen', placeholder: 'Name oder E-Mail', ...search }}
        empty={() => <EmptyState icon={UserCog} title="Keine Benutzer gefunden." />}
      >
        {(rows) => <UsersList users={rows} onRemoveRole={removeRole} busy={users.isPlaceholderData} />}
      </PagedList>
    </>
  );
}

export default AdminUsersPage;
