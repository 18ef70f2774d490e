import { Pencil, Trash2 } from 'lucide-react';
import type { AdminTrainer } from '@shared/schemas/admin-trainers';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { ActiveBadge } from '../catalog/active-badge';

type TrainersTableProps = { trainers: AdminTrainer[]; onEdit: (trainer: AdminTrainer) => void; onDelete: (trainer: AdminTrainer) => void };

const nameOf = (t: AdminTrainer) => `${t.firstName} ${t.lastName}`.trim();

function Actions({ trainer, onEdit, onDelete }: { trainer: AdminTrainer } & Omit<TrainersTableProps, 'trainers'>) {
  const name = nameOf(trainer);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onEdit(trainer)} aria-label={`${name} bearbeiten`}>
        <Pencil aria-hidden="true" />
        <span className="md:sr-only 2xl:not-sr-only">Bearbeiten</span>
      </Button>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" aria-label={`${name} löschen`} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
            <span className="md:sr-only 2xl:not-sr-only">Löschen</span>
          </Button>
        }
        title="Trainer wirklich löschen?"
        description={`${name} wird aus der Verwaltung und von der Trainerseite entfernt. Wer noch geplante Termine leitet, kann nur deaktiviert werden.`}
        confirmLabel="Löschen"
        onConfirm={() => onDelete(trainer)}
      />
    </>
  );
}

/** Trainers as a table from md up and as one card each on phones. */
export function TrainersTable({ trainers, onEdit, onDelete }: TrainersTableProps) {
  const columns: ListColumn<AdminTrainer>[] = [
    {
      header: 'Name',
      cell: (t) => (
        <>
          <span className="block font-medium text-foreground">{nameOf(t)}</span>
          {t.user ? <span className="block break-all text-xs text-muted-foreground">Konto: {t.user.email}</span> : null}
        </>
      ),
    },
    { header: 'E-Mail', cell: (t) => t.email ?? '-', className: 'break-all' },
    { header: 'Telefon', cell: (t) => t.phone ?? '-', className: 'whitespace-nowrap' },
    { header: 'Aktiv', cell: (t) => <ActiveBadge active={t.isActive} /> },
  ];
  return (
    <ResponsiveList
      caption="Alle Trainer nach Vorname"
      rows={trainers}
      columns={columns}
      actions={(t) => <Actions trainer={t} onEdit={onEdit} onDelete={onDelete} />}
      actionsHeader="Aktionen"
      card={(t) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-foreground">{nameOf(t)}</p>
            <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
              Aktiv <ActiveBadge active={t.isActive} />
            </span>
          </div>
          <p className="break-all text-muted-foreground">{t.email ?? '-'}</p>
          <p className="text-muted-foreground">{t.phone ?? '-'}</p>
          {t.user ? <p className="break-all text-xs text-muted-foreground">Konto: {t.user.email}</p> : null}
          <div className="flex justify-end gap-2">
            <Actions trainer={t} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </>
      )}
      cardClassName="gap-2"
    />
  );
}
