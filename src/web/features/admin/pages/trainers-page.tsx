import { useState } from 'react';
import { Plus, Users } from 'lucide-react';
import type { AdminTrainer } from '@shared/schemas/admin-trainers';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteAdminTrainer } from '../api/delete-admin-trainer';
import { useAdminTrainers } from '../api/get-admin-trainers';
import { TrainerFormDialog } from '../components/trainers/trainer-form-dialog';
import { TrainersTable } from '../components/trainers/trainers-table';

/** /admin/trainers: all trainers, create, edit and delete. */
export function AdminTrainersPage() {
  const trainers = useAdminTrainers();
  const remove = useDeleteAdminTrainer();
  const [editing, setEditing] = useState<AdminTrainer | null>(null);
  const [open, setOpen] = useState(false);

  function openDialog(trainer: AdminTrainer | null) {
    setEditing(trainer);
    setOpen(true);
  }

  function deleteTrainer(trainer: AdminTrainer) {
    remove.mutate(trainer.id, {
      onSuccess: ({ message }) => toast.success(message, { description: `${trainer.firstName} ${trainer.lastName}`.trim() }),
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  }

  return (
    <>
      <AdminPageHeader
        title="Trainer"
        description="Trainerinnen und Trainer mit Kontaktdaten und Profil verwalten."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" />
            Neuer Trainer
          </Button>
        }
      />
      <QueryState
        query={trainers}
        errorTitle="Die Trainer konnten nicht geladen werden"
        isEmpty={(data) => data.trainers.length === 0}
        empty={<EmptyState icon={Users} title="Noch keine Trainer vorhanden" />}
      >
        {(data) => (
          <TrainersTable trainers={data.trainers} onEdit={openDialog} onDelete={deleteTrainer} />
        )}
      </QueryState>
      <TrainerFormDialog open={open} onOpenChange={setOpen} trainer={editing} />
    </>
  );
}

export default AdminTrainersPage;
