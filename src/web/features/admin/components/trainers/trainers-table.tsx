import { Pencil, Trash2 } from 'lucide-react';
import type { AdminTrainer } from '@shared/schemas/admin-trainers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmAction } from '@/components/ui/confirm-action';

type TrainersTableProps = { trainers: AdminTrainer[]; onEdit: (trainer: AdminTrainer) => void; onDelete: (trainer: AdminTrainer) => void };

const nameOf = (t: AdminTrainer) => `${t.firstName} ${t.lastName}`.trim();

function Active({ active }: { active: boolean }) {
  return <Badge variant={active ? 'default' : 'muted'}>{active ? 'Ja' : 'Nein'}</Badge>;
}

function Actions({ trainer, onEdit, onDelete }: { trainer: AdminTrainer } & Omit<TrainersTableProps, 'trainers'>) {
  const name = nameOf(trainer);
  return (
    <div className="flex justify-end gap-2">
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
    </div>
  );
}

/** Trainers as a table from md up and as one card each on phones. */
export function TrainersTable({ trainers, onEdit, onDelete }: TrainersTableProps) {
  return (
    <Card className="overflow-hidden shadow-none">
      <ul className="divide-y md:hidden">
        {trainers.map((t) => (
          <li key={t.id} className="grid gap-2 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-foreground">{nameOf(t)}</p>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                Aktiv <Active active={t.isActive} />
              </span>
            </div>
            <p className="break-all text-muted-foreground">{t.email ?? '-'}</p>
            <p className="text-muted-foreground">{t.phone ?? '-'}</p>
            {t.user ? <p className="break-all text-xs text-muted-foreground">Konto: {t.user.email}</p> : null}
            <Actions trainer={t} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Alle Trainer nach Vorname</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-5 py-3 font-semibold">Name</th>
            <th scope="col" className="px-3 py-3 font-semibold">E-Mail</th>
            <th scope="col" className="px-3 py-3 font-semibold">Telefon</th>
            <th scope="col" className="px-3 py-3 font-semibold">Aktiv</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">Aktionen</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {trainers.map((t) => (
            <tr key={t.id} className="hover:bg-muted/40">
              <td className="px-5 py-3">
                <span className="block font-medium text-foreground">{nameOf(t)}</span>
                {t.user ? <span className="block break-all text-xs text-muted-foreground">Konto: {t.user.email}</span> : null}
              </td>
              <td className="px-3 py-3 break-all">{t.email ?? '-'}</td>
              <td className="px-3 py-3 whitespace-nowrap">{t.phone ?? '-'}</td>
              <td className="px-3 py-3">
                <Active active={t.isActive} />
              </td>
              <td className="px-5 py-3">
                <Actions trainer={t} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
