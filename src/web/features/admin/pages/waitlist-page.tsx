import { ListOrdered } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteWaitlistEntry } from '../api/delete-waitlist-entry';
import type { AdminWaitlistEntry, AdminWaitlistGroup } from '@shared/schemas/admin';
import { useAdminWaitlist } from '../api/get-admin-waitlist';
import { usePromoteWaitlist } from '../api/promote-waitlist';
import { WaitlistGroupCard } from '../components/waitlist-group-card';

/** /admin/waitlist: waiting lists by session, promote the first person, delete entries. */
export function AdminWaitlistPage() {
  const waitlist = useAdminWaitlist();
  const promote = usePromoteWaitlist();
  const remove = useDeleteWaitlistEntry();

  function promoteFirst(group: AdminWaitlistGroup) {
    promote.mutate(group.session.id, {
      onSuccess: ({ message }) => toast.success('Erfolgreich befördert', { description: message }),
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  }

  function deleteEntry(entry: AdminWaitlistEntry, afterDelete: () => void) {
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast.success('Erfolgreich gelöscht', { description: 'Wartelisten-Eintrag wurde entfernt.' });
        window.setTimeout(afterDelete, 0);
      },
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  }

  return (
    <>
      <AdminPageHeader title="Wartelisten" description="Wartelisten je Session einsehen und Plätze nachrücken lassen." />
      <QueryState
        query={waitlist}
        errorTitle="Die Wartelisten konnten nicht geladen werden"
        empty={<EmptyState icon={ListOrdered} title="Keine Wartelisten-Einträge vorhanden." />}
      >
        {(groups) => (
          <ul className="grid gap-5">
            {groups.map((group) => (
              <li key={group.session.id}>
                <WaitlistGroupCard
                  group={group}
                  onPromote={promoteFirst}
                  promoting={promote.isPending && promote.variables === group.session.id}
                  onDelete={deleteEntry}
                  deletingId={remove.isPending ? (remove.variables ?? null) : null}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

export default AdminWaitlistPage;
