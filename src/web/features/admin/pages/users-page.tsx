import { useId, useState } from 'react';
import { UserCog } from 'lucide-react';
import { ROLE_LABELS } from '@shared/labels';
import type { AdminUser, AssignableRole } from '@shared/schemas/admin-users';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../api/get-admin-users';
import { useRemoveUserRole } from '../api/remove-user-role';
import { ListPager } from '../components/list-pager';
import { UsersList } from '../components/users/users-list';

const PAGE_SIZE = 25;
const countLabel = (n: number) => (n === 1 ? '1 Benutzerkonto' : `${n.toLocaleString('de-DE')} Benutzerkonten`);

/** /admin/users: Benutzerverwaltung — accounts with their roles, add and remove roles. */
export function AdminUsersPage() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(query.trim());
  const users = useAdminUsers({ q: search || undefined, page, pageSize: PAGE_SIZE });
  const remove = useRemoveUserRole();
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

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
      {users.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : users.isError && !data ? (
        <LoadError title="Die Benutzer konnten nicht geladen werden" onRetry={() => void users.refetch()} />
      ) : (
        <div className="grid gap-4">
          <SearchField
            id={`${id}-search`}
            label="Benutzer durchsuchen"
            placeholder="Name oder E-Mail"
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setPage(1);
            }}
            className="md:w-80"
          />
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {countLabel(data!.total)}
          </p>
          {data!.users.length === 0 ? (
            <EmptyState icon={UserCog} title="Keine Benutzer gefunden." />
          ) : (
            <UsersList users={data!.users} onRemoveRole={removeRole} busy={users.isPlaceholderData} />
          )}
          <ListPager page={data!.page} pages={pages} onPage={setPage} />
        </div>
      )}
    </>
  );
}

export default AdminUsersPage;
