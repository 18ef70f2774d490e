import { Pencil } from 'lucide-react';
import { ADMIN_LEVEL_LABELS, VIDEO_TYPE_LABELS } from '@shared/labels';
import type { AdminCourse } from '@shared/schemas/courses';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteCourse } from '@/features/admin/api/delete-course';
import { ActiveBadge } from '../catalog/active-badge';
import { DeleteButton } from '../catalog/delete-button';

const columns: ListColumn<AdminCourse>[] = [
  { header: 'Niveau', cell: (c) => ADMIN_LEVEL_LABELS[c.level] },
  { header: 'Dauer', cell: (c) => `${c.durationMinutes} Min.`, className: 'whitespace-nowrap tabular-nums' },
  { header: 'Max. Teilnehmer', cell: (c) => c.maxParticipants, className: 'tabular-nums' },
  { header: 'Video', cell: (c) => VIDEO_TYPE_LABELS[c.videoType] },
  { header: 'Aktiv', cell: (c) => <ActiveBadge active={c.isActive} /> },
];

/** Courses ordered by name (spec 2 §2 Kurse), inactive ones included; edit and delete. */
export function CoursesList({ courses, onEdit }: { courses: AdminCourse[]; onEdit: (course: AdminCourse) => void }) {
  const remove = useDeleteCourse();
  const deleteCourse = (course: AdminCourse) =>
    remove.mutate(course.id, {
      onSuccess: ({ message }) => toast.success('Kurs gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Alle Kurse nach Name"
      rows={courses}
      columns={[nameColumn(), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(course) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEdit(course)} aria-label={`${course.name} bearbeiten`}>
            <Pencil aria-hidden="true" />
            <span>Bearbeiten</span>
          </Button>
          <DeleteButton
            name={course.name}
            question={`Kurs „${course.name}“ wirklich löschen?`}
            description="Mit dem Kurs werden seine Zeitpläne und vergangenen Termine gelöscht. Kurse mit künftigen Buchungen können nicht gelöscht werden; deaktivieren Sie sie stattdessen."
            disabled={remove.isPending}
            onConfirm={() => deleteCourse(course)}
          />
        </>
      )}
    />
  );
}
