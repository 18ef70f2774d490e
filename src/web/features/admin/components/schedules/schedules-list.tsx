import { Pencil } from 'lucide-react';
import { WEEKDAY_LABELS } from '@shared/labels';
import { scheduleLabel, type AdminSchedule } from '@shared/schemas/schedules';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteSchedule } from '@/features/admin/api/delete-schedule';
import { ActiveBadge } from '../catalog/active-badge';
import { DeleteButton } from '../catalog/delete-button';

type ScheduleRow = AdminSchedule & { name: string };

const columns: ListColumn<ScheduleRow>[] = [
  { header: 'Wochentag', cell: (s) => WEEKDAY_LABELS[s.dayOfWeek] },
  {
    header: 'Startzeit',
    cell: (s) => (
      <span className="whitespace-nowrap">
        {s.startTime} Uhr <span className="text-muted-foreground">bis {s.endTime}</span>
      </span>
    ),
    className: 'tabular-nums',
  },
  { header: 'Trainer', cell: (s) => s.trainerName ?? '-' },
  { header: 'Raum', cell: (s) => s.roomName ?? '-' },
  { header: 'Aktiv', cell: (s) => <ActiveBadge active={s.isActive && s.courseIsActive} /> },
];

/** Zeitpläne table: course, weekday, start time, trainer, room; edit and delete. */
export function SchedulesList({ schedules, onEdit }: { schedules: AdminSchedule[]; onEdit: (schedule: AdminSchedule) => void }) {
  const remove = useDeleteSchedule();
  const rows = schedules.map((s) => ({ ...s, name: s.courseIsActive ? s.courseName : `${s.courseName} (Kurs inaktiv)` }));
  const deleteSchedule = (schedule: AdminSchedule) =>
    remove.mutate(schedule.id, {
      onSuccess: ({ message }) => toast.success('Zeitplan gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Alle Zeitpläne von Montag bis Sonntag"
      rows={rows}
      columns={[nameColumn('Kurs'), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(schedule) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEdit(schedule)} aria-label={`${scheduleLabel(schedule)} bearbeiten`}>
            <Pencil aria-hidden="true" />
            <span>Bearbeiten</span>
          </Button>
          <DeleteButton
            name={scheduleLabel(schedule)}
            question={`Zeitplan „${scheduleLabel(schedule)}“ wirklich löschen?`}
            description="Bereits erzeugte Sessions bleiben bestehen; es werden nur keine neuen mehr daraus erzeugt."
            disabled={remove.isPending}
            onConfirm={() => deleteSchedule(schedule)}
          />
        </>
      )}
    />
  );
}
