import { Pencil } from 'lucide-react';
import { ADMIN_LEVEL_LABELS, VIDEO_TYPE_LABELS } from '@shared/labels';
import type { AdminCourse } from '@shared/schemas/courses';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteCourse } from '@/features/admin/api/delete-course';
import { ActiveBadge, CatalogTable, type CatalogColumn } from '../catalog/catalog-table';
import { DeleteButton } from '../catalog/delete-button';

const columns: CatalogColumn<AdminCourse>[] = [
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

/** Courses ordered by name (spec 2 §2 Kurse), inactive ones included; edit and delete. */
export function CoursesList({ courses, onEdit, onDeleteRefused }: CoursesListProps) {
  const remove = useDeleteCourse();
  const deleteCourse = (course: AdminCourse) =>
    remove.mutate(course.id, {
      onSuccess: ({ message }) => toast.success('Kurs gelöscht', { description: message }),
      onError: (error) => {
        // A delete's only 409 is COURSE_HAS_BOOKINGS; comparing the status keeps the zod schemas out of this chunk.
        if (isApiError(error, 409)) onDeleteRefused(course, errorMessage(error));
        else toast.error('Fehler beim Löschen', { description: errorMessage(error) });
      },
    });

  return (
    <CatalogTable
      caption="Alle Kurse nach Name"
      rows={courses}
      columns={columns}
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
