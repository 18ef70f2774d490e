import { Pencil } from 'lucide-react';
import { ADMIN_LEVEL_LABELS, VIDEO_TYPE_LABELS } from '@shared/labels';
import { ERROR_CODES } from '@shared/error-codes';
import type { AdminCourse } from '@shared/schemas/courses';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
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

type CoursesListProps = {
  courses: AdminCourse[];
  onEdit: (course: AdminCourse) => void;
  /** The server kept the course because of its bookings; the page offers deactivating it. */
  onDeleteRefused: (course: AdminCourse, message: string) => void;
};

/** Courses ordered by name, inactive ones included; edit and delete. */
export function CoursesList({ courses, onEdit, onDeleteRefused }: CoursesListProps) {
  const remove = useDeleteCourse();
  const deleteCourse = (course: AdminCourse) =>
    remove.mutate(course.id, {
      onSuccess: ({ message }) => toast.success('Kurs gelöscht', { description: message }),
      onError: (error) => {
        if (isApiError(error, 409) && error.code === ERROR_CODES.COURSE_HAS_BOOKINGS) onDeleteRefused(course, errorMessage(error));
        else toast.error('Fehler beim Löschen', { description: errorMessage(error) });
      },
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
            description="Ein Kurs ohne Buchungen wird mit seinen Zeitplänen und Terminen gelöscht. Hat er Buchungen, auch vergangene oder stornierte, bleibt er als Nachweis erhalten; deaktivieren Sie ihn dann stattdessen."
            disabled={remove.isPending}
            onConfirm={() => deleteCourse(course)}
          />
        </>
      )}
    />
  );
}
